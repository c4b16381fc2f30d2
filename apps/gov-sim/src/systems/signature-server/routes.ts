import { type ChallengeAnswer, VERIFICATION_STATUS as S } from '@portal/integrations';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { attachedContentOf, parseSignedData } from '../e-signature-pki/cms';
import { serialHex } from '../e-signature-pki/crypto-engine';
import { testPkiFor } from '../e-signature-pki/test-pki';
import { ChallengeStore } from './challenges';
import { checkSigner, signerJson, subjectCertificateInfo } from './verify';

/** Largest PKCS#7 accepted, as base64 text. */
const MAX_BODY = 1024 * 1024;

function answer(reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}) {
  return reply.status(200).send({ ...extra, status, message });
}

function bodyText(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body === 'string') return body.trim();
  if (Buffer.isBuffer(body)) return body.toString('latin1').trim();
  return '';
}

/**
 * The attached PKCS#7 a backend call sends and its content, or the status and message it is refused with:
 * no X-Real-IP header, or not `expected` (no signer, no attached content).
 */
function readAttached(request: FastifyRequest, expected: string) {
  if (!request.headers['x-real-ip'])
    return { ok: false, status: S.CLIENT_IP_MISSING, message: 'X-Real-IP header is required' } as const;
  const signedData = parseSignedData(bodyText(request));
  const content = signedData ? attachedContentOf(signedData) : null;
  if (!signedData || signedData.signerInfos.length === 0 || !content)
    return {
      ok: false,
      status: S.MALFORMED,
      message: `Invalid PKCS#7 document: ${expected} is expected`,
    } as const;
  return { ok: true, signedData, content } as const;
}

/**
 * The e-signature verification server (integrations.md, the official server's REST calls), with real CMS
 * verification by pkijs against the simulator's trusted test CA:
 * - `GET /frontend/challenge` -> `{challenge, ttl, status, message}`;
 * - `POST /backend/auth` (body: the base64 PKCS#7 of the signed challenge, `X-Real-IP`, `Host`) ->
 *   `{status, message, subjectCertificateInfo}`: signature, chain, validity now, and the challenge is ours,
 *   unused and younger than its time to live (then it is used up);
 * - `POST /backend/pkcs7/verify/attached` (body: a base64 attached PKCS#7) -> `{status, message, pkcs7Info:
 *   {signers[], documentBase64}}`, each signer with `verified`, `certificateVerified` and
 *   `certificateValidAtSigningTime`.
 * Every answer is HTTP 200 with `status` 1 for OK or a negative code of VERIFICATION_STATUS. The
 * timestamping call (`/frontend/timestamp/pkcs7`) is not simulated.
 */
export const signatureServerRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const pki = await testPkiFor(context.population);
  const trustedCa = pki.trustedCa.certificate;
  const challenges = new ChallengeStore(context.config.eSignature.challengeTtlSeconds);

  // Bodies are raw base64 text, whatever content type the caller names (curl -d sends a form type).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_request, body, done) => {
    done(null, body);
  });

  app.get(
    '/frontend/challenge',
    async () =>
      ({
        challenge: challenges.issue(context.now()),
        ttl: challenges.ttl,
        status: S.OK,
        message: '',
      }) satisfies ChallengeAnswer,
  );

  app.post('/backend/auth', async (request, reply) => {
    const read = readAttached(request, 'a signed challenge with attached content');
    if (!read.ok) return answer(reply, read.status, read.message);
    const { signedData, content } = read;
    const now = new Date(context.now());
    const check = await checkSigner(signedData, 0, trustedCa, now);
    if (!check.verified || !check.certificate)
      return answer(reply, S.SIGNATURE_INVALID, 'Signature is not valid');
    if (!check.certificateVerified) {
      return answer(
        reply,
        S.UNTRUSTED_CERTIFICATE,
        'Certificate is not issued by a trusted certification authority',
      );
    }
    if (!check.certificateValidNow)
      return answer(reply, S.CERTIFICATE_NOT_VALID, 'Certificate is expired or not yet valid');
    const challenge = Buffer.from(content).toString('utf8');
    const verdict = challenges.consume(challenge, now.getTime());
    if (verdict !== 'ok') {
      const why = { unknown: 'is unknown', used: 'was already used', expired: 'has expired' }[verdict];
      return answer(reply, S.CHALLENGE_INVALID, `Challenge ${why}`);
    }
    request.log.info(
      { serialNumber: serialHex(check.certificate), ip: request.headers['x-real-ip'] },
      'e-signature auth accepted',
    );
    return answer(reply, S.OK, '', { subjectCertificateInfo: subjectCertificateInfo(check.certificate) });
  });

  app.post('/backend/pkcs7/verify/attached', async (request, reply) => {
    const read = readAttached(request, 'an attached signature');
    if (!read.ok) return answer(reply, read.status, read.message);
    const { signedData, content } = read;
    const now = new Date(context.now());
    const signers = [];
    for (let i = 0; i < signedData.signerInfos.length; i++) {
      signers.push(await signerJson(await checkSigner(signedData, i, trustedCa, now), trustedCa));
    }
    return answer(reply, S.OK, '', {
      pkcs7Info: { signers, documentBase64: Buffer.from(content).toString('base64') },
    });
  });
};

/**
 * Sign-in with an e-signature key card (spec section 7 `POST authPayloadByEsp {signedData, pnfl}`): the
 * signed challenge goes to the verification server's `/backend/auth`; the person is signed in only when
 * the answer is OK, its PINFL equals `pnfl`, and the portal's own reading of the PKCS#7 agrees with the
 * answer (same certificate serial number, PINFL and validity, valid now). Every attempt, accepted or
 * refused, is written to the query log.
 */
import type { AuthPayloadByEspBody, LoginAnswer } from '@portal/contracts';
import { PINFL_OID } from '@portal/domain';
import { VERIFICATION_STATUS as R } from '@portal/integrations';
import type { FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../http/types';
import { systemClock } from '../../clock';
import { personIdOfPinfl, signInFromRequest } from '../auth';
import { writeQueryLog } from '../query-log';
import { normalizeSerial, parsePkcs7, type SignerCertificate, validAt } from './pkcs7';
import { ESignatureRefusal, outcomeOf } from './refusals';
import { type AuthAnswer, parseServerDate, VERIFICATION_OK, verificationServer } from './verification-server';
import { AppError } from '../../errors/app-error';

/** Largest difference tolerated between the server's and the certificate's validity dates (rounding to seconds). */
const DATE_TOLERANCE_MS = 1000;

/** What the portal knows of the signer once the signed challenge is accepted. */
export interface VerifiedSigner {
  pinfl: string;
  serialNumber: string;
  cn: string | null;
}

function sameInstant(a: Date | null, b: Date): boolean {
  return a !== null && Math.abs(a.getTime() - b.getTime()) <= DATE_TOLERANCE_MS;
}

/** The refusal a non-OK answer of /backend/auth means (integrations.md fixes only status 1). */
function refusalOf(answer: AuthAnswer, local: SignerCertificate, now: Date): ESignatureRefusal | AppError {
  // Whatever code the server uses, an expired certificate is recognised from the signature itself.
  if (!validAt(local, now)) return new ESignatureRefusal('KEY_EXPIRED');
  switch (answer.status) {
    case R.UNTRUSTED_CERTIFICATE:
      return new ESignatureRefusal('UNTRUSTED_CA');
    case R.CERTIFICATE_NOT_VALID:
      return new ESignatureRefusal('KEY_EXPIRED');
    case R.CHALLENGE_INVALID:
      return new ESignatureRefusal('CHALLENGE_INVALID');
    case R.CLIENT_IP_MISSING:
      // The portal's own fault: the user cannot fix it.
      return new AppError('EXTERNAL_UNAVAILABLE', { messageKey: 'errors:business.eSignServerError' });
    default:
      return new ESignatureRefusal('SIGNATURE_INVALID', answer.message ?? undefined);
  }
}

/** Checks a signed challenge with the verification server and the portal's own reading; throws a refusal. */
export async function verifySignedChallenge(
  deps: Pick<ModuleDeps, 'config'>,
  input: { signedData: string; pnfl: string; userIp: string },
  now: Date,
): Promise<VerifiedSigner> {
  const parsed = parsePkcs7(input.signedData);
  const local = parsed?.signers[0]?.certificate;
  if (!parsed || !parsed.content || !local)
    throw new ESignatureRefusal('SIGNATURE_INVALID', 'not a signed challenge');

  const answer = await verificationServer(deps.config).auth(input.signedData, input.userIp);
  if (answer.status !== VERIFICATION_OK) throw refusalOf(answer, local, now);
  const info = answer.subjectCertificateInfo;
  if (!info) throw new AppError('EXTERNAL_UNAVAILABLE', { messageKey: 'errors:business.eSignServerError' });

  const answerPinfl = info.subjectName[PINFL_OID] ?? null;
  if (answerPinfl !== input.pnfl) throw new ESignatureRefusal('PINFL_MISMATCH');
  // The portal's own reading must tell the same story as the server.
  if (
    local.pinfl !== answerPinfl ||
    local.serialNumber !== normalizeSerial(info.serialNumber) ||
    !sameInstant(parseServerDate(info.validFrom), local.validFrom) ||
    !sameInstant(parseServerDate(info.validTo), local.validTo)
  ) {
    throw new ESignatureRefusal('SIGNATURE_INVALID', 'the verification answer does not match the signature');
  }
  if (!validAt(local, now)) throw new ESignatureRefusal('KEY_EXPIRED');
  return { pinfl: answerPinfl, serialNumber: local.serialNumber, cn: local.cn };
}

/** `POST authPayloadByEsp`: verifies the signed challenge, signs the person in, logs the attempt. */
export async function signInWithESignature(
  deps: ModuleDeps,
  request: FastifyRequest,
  body: AuthPayloadByEspBody,
): Promise<LoginAnswer> {
  const { db } = deps;
  let signer: VerifiedSigner | null = null;
  try {
    // judged on the real time, like a document's signature (legal-aid/document-signing.ts)
    signer = await verifySignedChallenge(deps, { ...body, userIp: request.ip }, systemClock.now());
    const registry = deps.adapters.personRegistry;
    const personId = await personIdOfPinfl(db, registry, request, signer.pinfl, 'e-signature sign-in');
    const answer = await signInFromRequest(db, request, deps.config.sessionTtlMs, {
      personId,
      method: 'E_SIGNATURE',
    });
    await writeQueryLog(db, request, {
      action: 'SIGN_IN',
      channel: 'E_SIGNATURE',
      outcome: 'OK',
      actorPersonId: personId,
      subjectPinfl: signer.pinfl,
      details: { serialNumber: signer.serialNumber },
    });
    return answer;
  } catch (error) {
    await writeQueryLog(db, request, {
      action: 'SIGN_IN',
      channel: 'E_SIGNATURE',
      outcome: outcomeOf(error),
      subjectPinfl: body.pnfl,
      details: {
        ...(signer ? { serialNumber: signer.serialNumber } : {}),
        ...(error instanceof ESignatureRefusal && error.detail ? { detail: error.detail.slice(0, 200) } : {}),
      },
    });
    throw error;
  }
}

/**
 * Signed documents (orders, checklists, reports, contracts …): the one place that checks a document
 * signature and stores it. A document is signed as the UTF-8 bytes of its canonical JSON
 * (packages/domain `canonicalJson`), attached; the SPA signs with apps/web/src/e-signature.
 *
 * A feature calls `verifySignedDocument({db, config}, {...})` inside its own transaction when it moves a
 * document to SIGNED, and keeps the returned signature id beside the document. It accepts the signature
 * only when:
 * - the verification server (`/backend/pkcs7/verify/attached`) says the one signer's signature verifies,
 *   the certificate chains to a trusted CA and was valid at the signing time;
 * - the signer's PINFL (in the server's answer and in the certificate itself) is `signerPinfl`;
 * - the signed content (as the server gives it back and as embedded in the PKCS#7) is exactly the canonical
 *   JSON of `expectedContent`;
 * - the signing time is not in the future and at most 24 hours old.
 * Otherwise it throws an ESignatureRefusal (422 with a localized message) and stores nothing.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, PINFL_OID } from '@portal/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { signatures } from '../../db/schema';
import type { ModuleDeps } from '../../http/types';
import { normalizeSerial, parsePkcs7, validAt } from './pkcs7';
import { ESignatureRefusal } from './refusals';
import {
  type AttachedAnswer,
  parseServerDate,
  VERIFICATION_OK,
  verificationServer,
} from './verification-server';

/** A signature may be at most this old when the document is submitted. */
export const MAX_SIGNATURE_AGE_MS = 24 * 3600_000;
/** Clock difference tolerated between the signer's computer and the portal. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export interface SignedDocumentInput {
  /** The attached PKCS#7, base64, as the signing client made it. */
  pkcs7: string;
  /** The document's data; its canonical JSON is what must have been signed. */
  expectedContent: unknown;
  /** Who must have signed. */
  signerPinfl: string;
  /** What is signed: the document's type (ORDER, CHECKLIST, …) and id. */
  document: { type: string; id: string | number };
  /** The signer's address (sent to the verification server as X-Real-IP). */
  userIp: string;
  /** The signer's person row, when known. */
  signerPersonId?: number | null;
}

/**
 * The signer of a document a route hands its service: the signed-in caller and the PKCS#7 they sent, with
 * their address for the verification server (`request.ip`).
 */
export function signerOf(actor: { pinfl: string; personId: number }, pkcs7: string, ip: string) {
  return { pkcs7, signerPinfl: actor.pinfl, signerPersonId: actor.personId, userIp: ip };
}

/** A document signature the portal accepted (not yet stored). */
export interface VerifiedDocumentSignature {
  input: SignedDocumentInput;
  content: string;
  signerPinfl: string;
  certificateSerial: string;
  certificateSubject: string | null;
  certificateValidFrom: Date;
  certificateValidTo: Date;
  signingTime: Date;
  verification: AttachedAnswer;
}

/** Checks a signed document without storing it (for a feature that wants the network call outside its transaction). */
export async function checkSignedDocument(
  deps: Pick<ModuleDeps, 'config'>,
  input: SignedDocumentInput,
  now: Date,
): Promise<VerifiedDocumentSignature> {
  const content = canonicalJson(input.expectedContent);
  const parsed = parsePkcs7(input.pkcs7);
  if (!parsed || parsed.signers.length !== 1 || !parsed.signers[0]!.certificate || !parsed.content) {
    throw new ESignatureRefusal('SIGNATURE_INVALID', 'one signer with attached content expected');
  }
  const local = parsed.signers[0]!.certificate!;
  const answer = await verificationServer(deps.config).verifyAttached(input.pkcs7, input.userIp);
  const signer = answer.pkcs7Info?.signers[0];
  if (
    answer.status !== VERIFICATION_OK ||
    !answer.pkcs7Info ||
    answer.pkcs7Info.signers.length !== 1 ||
    !signer
  ) {
    throw new ESignatureRefusal('SIGNATURE_INVALID', answer.message ?? 'refused by the verification server');
  }
  if (!signer.verified) throw new ESignatureRefusal('SIGNATURE_INVALID', 'signature does not verify');
  if (!signer.certificateVerified) throw new ESignatureRefusal('UNTRUSTED_CA');
  if (!signer.certificateValidAtSigningTime) throw new ESignatureRefusal('KEY_EXPIRED');

  const certificate = signer.certificate[0];
  const answerPinfl = certificate?.subjectInfo[PINFL_OID] ?? null;
  if (answerPinfl !== input.signerPinfl || local.pinfl !== input.signerPinfl) {
    throw new ESignatureRefusal('PINFL_MISMATCH');
  }
  if (normalizeSerial(certificate!.serialNumber) !== local.serialNumber) {
    throw new ESignatureRefusal('SIGNATURE_INVALID', 'the verification answer does not match the signature');
  }
  const returned = answer.pkcs7Info.documentBase64
    ? Buffer.from(answer.pkcs7Info.documentBase64, 'base64').toString('utf8')
    : null;
  if (parsed.content.toString('utf8') !== content || returned !== content) {
    throw new ESignatureRefusal('DOCUMENT_MISMATCH');
  }
  const signingTime = parsed.signers[0]!.signingTime;
  const serverSigningTime = parseServerDate(signer.signingTime);
  if (
    !signingTime ||
    (serverSigningTime && Math.abs(serverSigningTime.getTime() - signingTime.getTime()) > 1000) ||
    signingTime.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS ||
    signingTime.getTime() < now.getTime() - MAX_SIGNATURE_AGE_MS
  ) {
    throw new ESignatureRefusal('SIGNING_TIME_INVALID');
  }
  if (!validAt(local, signingTime)) throw new ESignatureRefusal('KEY_EXPIRED');
  return {
    input,
    content,
    signerPinfl: input.signerPinfl,
    certificateSerial: local.serialNumber,
    certificateSubject: local.cn,
    certificateValidFrom: local.validFrom,
    certificateValidTo: local.validTo,
    signingTime,
    verification: answer,
  };
}

/** Stores an accepted signature; answers its id. Pass the feature's transaction. */
export async function storeSignature(
  db: Pick<Database, 'insert'>,
  verified: VerifiedDocumentSignature,
): Promise<number> {
  const [row] = await db
    .insert(signatures)
    .values({
      documentType: verified.input.document.type.slice(0, 40),
      documentId: String(verified.input.document.id).slice(0, 64),
      signerPinfl: verified.signerPinfl,
      signerPersonId: verified.input.signerPersonId ?? null,
      certificateSerial: verified.certificateSerial,
      certificateSubject: verified.certificateSubject,
      certificateValidFrom: verified.certificateValidFrom,
      certificateValidTo: verified.certificateValidTo,
      signingTime: verified.signingTime,
      content: verified.content,
      contentSha256: createHash('sha256').update(verified.content, 'utf8').digest('hex'),
      pkcs7: verified.input.pkcs7.replace(/\s+/g, ''),
      verification: verified.verification as unknown as Record<string, unknown>,
    })
    .returning({ id: signatures.id });
  return row!.id;
}

/**
 * Checks a signed document (see the module comment) and stores the signature; answers the stored
 * signature's id and what the portal knows of it. Throws ESignatureRefusal (422) for a signature it does
 * not accept, AppError EXTERNAL_UNAVAILABLE (503) when the verification server cannot be reached.
 */
export async function verifySignedDocument(
  deps: { db: Database; config: ModuleDeps['config']; clock: Clock },
  input: SignedDocumentInput,
): Promise<{ signatureId: number; signerPinfl: string; certificateSerial: string; signingTime: Date }> {
  const verified = await checkSignedDocument(deps, input, deps.clock.now());
  const signatureId = await storeSignature(deps.db, verified);
  return {
    signatureId,
    signerPinfl: verified.signerPinfl,
    certificateSerial: verified.certificateSerial,
    signingTime: verified.signingTime,
  };
}

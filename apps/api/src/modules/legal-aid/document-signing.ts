/**
 * Signing an order, a checklist, a contract, a report or an expert conclusion (docs/domain.md "E-signature", "Documents"): the signature is checked
 * through the verification server before the feature's transaction (a network call holds no row lock),
 * then, inside it, the document is read again under its lock and its content compared with what was
 * signed: a document that changed in between is refused (409) and nothing is stored. The accepted
 * signature is a row of `signatures`, whose id the document keeps.
 */
import { canonicalJson } from '@portal/domain';
import { systemClock } from '../../clock';
import type { Config } from '../../config';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { checkSignedDocument, storeSignature, type VerifiedDocumentSignature } from '../e-signature';

/** What the signer sends: the attached PKCS#7, with who they are and where they call from. */
export interface SignatureSubmission {
  pkcs7: string;
  /** The signer's PINFL (the signed-in user's): the certificate must name it. */
  signerPinfl: string;
  signerPersonId: number;
  /** The signer's address, for the verification server (X-Real-IP). */
  userIp: string;
}

/** Checks a signature over `content` (a document's signing content); stores nothing. */
export function checkDocumentSignature(
  config: Config,
  submission: SignatureSubmission,
  document: {
    type: 'ORDER' | 'CHECKLIST' | 'CONTRACT' | 'REPORT' | 'EXPERTISE_CONCLUSION';
    id: number;
    content: unknown;
  },
): Promise<VerifiedDocumentSignature> {
  return checkSignedDocument(
    { config },
    {
      pkcs7: submission.pkcs7,
      expectedContent: document.content,
      signerPinfl: submission.signerPinfl,
      document: { type: document.type, id: document.id },
      userIp: submission.userIp,
      signerPersonId: submission.signerPersonId,
    },
    // A signature's time and its certificate are judged on the real time: the signer's device and the
    // certification authority never follow a test clock (docs/domain.md).
    systemClock.now(),
  );
}

/**
 * Inside the signing transaction: the document's content now (read under its lock) must still be what was
 * signed; then the signature is stored. Answers the signature's id.
 */
export async function storeDocumentSignature(
  tx: Transaction,
  verified: VerifiedDocumentSignature,
  contentNow: unknown,
): Promise<number> {
  if (canonicalJson(contentNow) !== verified.content)
    throw new AppError('CONFLICT', { messageKey: 'legal-aid:error.changedWhileSigning' });
  return storeSignature(tx, verified);
}

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
import type { Database } from '../../db/client';
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

type DocumentType = 'ORDER' | 'CHECKLIST' | 'CONTRACT' | 'REPORT' | 'EXPERTISE_CONCLUSION';

/** What the signing transaction is given: the document read again under its lock, and how to store the signature. */
export interface SigningStep<Row> {
  row: Row;
  /** Stores the checked signature once the content now (read under the lock) is what was signed; its id. */
  storeSignature: () => Promise<number>;
  verified: VerifiedDocumentSignature;
}

/**
 * Signs an existing document in the order every feature follows: `lock` reads it under its lock (and
 * refuses what may not be signed), `content` gives its signing content; the signature is checked outside
 * any transaction, then `apply` runs in one transaction on the document locked again, storing the
 * signature (`storeSignature`, refused with 409 when the content changed in between) as its step needs.
 */
export async function signLockedDocument<Row, T>(
  deps: { db: Database; config: Config },
  document: {
    type: DocumentType;
    id: number;
    lock: (tx: Transaction) => Promise<Row>;
    content: (tx: Transaction, row: Row) => unknown;
  },
  submission: SignatureSubmission,
  apply: (tx: Transaction, step: SigningStep<Row>) => Promise<T>,
): Promise<T> {
  const content = await deps.db.transaction(async (tx) => document.content(tx, await document.lock(tx)));
  const verified = await checkDocumentSignature(deps.config, submission, {
    type: document.type,
    id: document.id,
    content,
  });
  return deps.db.transaction(async (tx) => {
    const row = await document.lock(tx);
    const storeSignature = async () => storeDocumentSignature(tx, verified, await document.content(tx, row));
    return apply(tx, { row, storeSignature, verified });
  });
}

/** Checks a signature over `content` (a document's signing content); stores nothing. */
export function checkDocumentSignature(
  config: Config,
  submission: SignatureSubmission,
  document: { type: DocumentType; id: number; content: unknown },
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

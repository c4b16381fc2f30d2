import { bigint, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { actedBy, personRef } from './persons';
import { moment, createdAt, pinflColumn } from './columns';

/**
 * Every accepted e-signature of a document (data model "signature"): the PKCS#7 as signed, the
 * verification server's answer, who signed with which certificate and when, and what was signed (the
 * document's type and id, and the canonical JSON that is the signed content). Written by
 * verifySignedDocument (apps/api/src/modules/e-signature/documents.ts); never changed afterwards.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What kind of document: ORDER, CHECKLIST, REPORT, CONTRACT, … */
    documentType: varchar({ length: 40 }).notNull(),
    /** The document's id within its type. */
    documentId: varchar({ length: 64 }).notNull(),
    signerPinfl: pinflColumn().notNull(),
    signerPersonId: personRef(),
    /** The signer certificate's serial number (hex, lower case). */
    certificateSerial: varchar({ length: 64 }).notNull(),
    /** The signer certificate's common name. */
    certificateSubject: text(),
    certificateValidFrom: moment().notNull(),
    certificateValidTo: moment().notNull(),
    /** The signing time the signature carries. */
    signingTime: moment().notNull(),
    /** The signed content: the document's canonical JSON (packages/domain canonicalJson). */
    content: text().notNull(),
    contentSha256: varchar({ length: 64 }).notNull(),
    /** The attached PKCS#7, base64, as the signer's client made it. */
    pkcs7: text().notNull(),
    /** The verification server's answer (`/backend/pkcs7/verify/attached`). */
    verification: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('signatures_document_idx').on(t.documentType, t.documentId),
    index('signatures_signer_idx').on(t.signerPinfl, t.createdAt),
  ],
);

/** A reference to an accepted e-signature (`signatures.id`); null until the document is signed. */
export function signatureRef() {
  return bigint({ mode: 'number' }).references(() => signatures.id);
}

/**
 * A document signed by one person: when (`signedAt`), who (`signedByPersonId`) and the accepted
 * e-signature over the document's canonical JSON (`signatureId`, a row of `signatures`); null until signed.
 */
export function signedColumns() {
  return { ...actedBy('signed'), signatureId: signatureRef() };
}

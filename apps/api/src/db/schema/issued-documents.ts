import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, text, varchar } from 'drizzle-orm/pg-core';
import { fileRef } from './files';
import { moment, createdAt, entityTable } from './columns';

/** One key fact of an issued document: a fact key (labelled by the check page) and its value. */
export interface IssuedDocumentFact {
  /** Label key under `public:check.fact` (holder, certificateNumber, region, structure, …). */
  key: string;
  /** Plain text, a date (YYYY-MM-DD), or a text in the four languages (uz null: transliterate lt). */
  value: string | { lt: string; uz: string | null; ru: string; eng: string };
  /** How the page formats a plain value. */
  format?: 'text' | 'date';
}

/**
 * The registry of every document the portal issues (orders, certificates, contracts, reports,
 * receipts), read by the public check `/check-service-doc/{publicId}`. Rows are written through
 * `registerIssuedDocument` (modules/issued-documents) inside the issuing feature's own transaction.
 */
export const issuedDocuments = entityTable(
  'issued_documents',
  {
    /** Unguessable public id (128 random bits, base64url): what the QR code and the check page carry. */
    publicId: varchar({ length: 32 }).notNull().unique(),
    /** LAWYER_CERTIFICATE, LICENSE, ORDER, CONTRACT, REPORT, RECEIPT, CHECKLIST, … */
    kind: varchar({ length: 40 }).notNull(),
    number: varchar({ length: 60 }).notNull(),
    issuedOn: date().notNull(),
    validUntil: date(),
    /** The person or structure the document is about, as printed on it. */
    holderName: text().notNull(),
    /** Issuer as printed (a structure, a chamber, the ministry), in the four languages. */
    issuer: jsonb().$type<{ lt: string; uz: string | null; ru: string; eng: string }>().notNull(),
    facts: jsonb().$type<IssuedDocumentFact[]>().notNull().default([]),
    /** VALID or REVOKED. */
    status: varchar({ length: 10 }).notNull().default('VALID'),
    revokedAt: moment(),
    revokedReason: text(),
    /** What the document was issued for: a table name and its row id (e.g. lawyers, 42). */
    sourceType: varchar({ length: 40 }).notNull(),
    sourceId: integer().notNull(),
    fileId: fileRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index('issued_documents_source_idx').on(t.sourceType, t.sourceId, t.kind),
    index('issued_documents_valid_idx')
      .on(t.kind)
      .where(sql`${t.status} = 'VALID'`),
  ],
);

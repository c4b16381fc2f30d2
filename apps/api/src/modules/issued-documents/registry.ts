import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type IssuedDocumentFact, issuedDocuments } from '../../db/schema';

/** The database or a transaction: features register their documents inside their own transaction. */
type Tx = Pick<Database, 'insert' | 'update' | 'select'>;

export type FourLanguages = { lt: string; uz: string | null; ru: string; eng: string };

/**
 * An issuer known by one name only (a structure, a lawyer): that name in every language, Uzbek Cyrillic
 * its transliteration (`localizeName`).
 */
export const issuerNamed = (name: string): FourLanguages => ({ lt: name, uz: null, ru: name, eng: name });

export interface IssuedDocumentInput {
  /** LAWYER_CERTIFICATE, LICENSE, ORDER, CONTRACT, REPORT, CHECKLIST, RECEIPT, TRAINING_CERTIFICATE. */
  kind: string;
  number: string;
  issuedOn: string;
  validUntil?: string | null;
  holderName: string;
  issuer: FourLanguages;
  /** Key facts the public check shows (labels: `public:check.fact.<key>`). */
  facts?: IssuedDocumentFact[];
  /** What was issued: table name and row id, e.g. { sourceType: 'orders', sourceId: 42 }. */
  sourceType: string;
  sourceId: number;
  fileId?: string | null;
}

/** A fresh unguessable public id: 128 random bits as 22 base64url characters. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Registers an issued document and returns its public id (for the QR code and check-service-doc/{id}).
 * Call it with the issuing feature's transaction so the document and its registry row commit together.
 */
export async function registerIssuedDocument(
  tx: Tx,
  input: IssuedDocumentInput,
): Promise<{ id: number; publicId: string }> {
  const publicId = newPublicId();
  const [row] = await tx
    .insert(issuedDocuments)
    .values({
      publicId,
      kind: input.kind,
      number: input.number,
      issuedOn: input.issuedOn,
      validUntil: input.validUntil ?? null,
      holderName: input.holderName,
      issuer: input.issuer,
      facts: input.facts ?? [],
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      fileId: input.fileId ?? null,
    })
    .returning({ id: issuedDocuments.id, publicId: issuedDocuments.publicId });
  return row!;
}

/** Marks the valid documents of a source (of one kind) revoked at `at`, e.g. a cancelled order. Answers how many. */
export async function revokeIssuedDocuments(
  tx: Tx,
  source: { sourceType: string; sourceId: number; kind: string },
  reason: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(issuedDocuments)
    .set({ status: 'REVOKED', revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(issuedDocuments.sourceType, source.sourceType),
        eq(issuedDocuments.sourceId, source.sourceId),
        eq(issuedDocuments.kind, source.kind),
        eq(issuedDocuments.status, 'VALID'),
      ),
    )
    .returning({ id: issuedDocuments.id });
  return rows.length;
}

export async function issuedDocumentByPublicId(db: Tx, publicId: string) {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.publicId, publicId));
  return row;
}

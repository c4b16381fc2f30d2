/** An issued document's public facts (check-service-doc), localized. */
import type * as c from '@portal/contracts';
import type { Language } from '@portal/contracts';
import { localizeName } from '@portal/i18n';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { issuedDocumentByPublicId } from './registry';

/** The document of this public id as the check page shows it, or 404. */
export async function checkedDocument(
  db: Database,
  lang: Language,
  publicId: string,
): Promise<c.CheckServiceDoc> {
  const doc = await issuedDocumentByPublicId(db, publicId);
  if (!doc) throw notFound('id');
  return {
    publicId: doc.publicId,
    kind: doc.kind,
    number: doc.number,
    status: doc.status === 'REVOKED' ? ('REVOKED' as const) : ('VALID' as const),
    issuedOn: doc.issuedOn,
    validUntil: doc.validUntil,
    holderName: doc.holderName,
    issuer: localizeName(doc.issuer, lang),
    facts: doc.facts.map((f) => ({
      key: f.key,
      value: typeof f.value === 'string' ? f.value : localizeName(f.value, lang),
      format: f.format ?? ('text' as const),
    })),
    revokedAt: doc.revokedAt?.toISOString() ?? null,
    revokedReason: doc.revokedReason,
  };
}

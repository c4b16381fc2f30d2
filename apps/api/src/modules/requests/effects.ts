/**
 * What an accepted request changes, inside the accepting transaction (decisions.md "Request of a lawyer",
 * "Certificates and licenses"): a status suspension makes the license temporarily inactive (the public
 * directory shows the lawyer inactive); a certificate or license replacement records the new one and keeps
 * the old one in history. A new certificate is registered as an issued document, so its QR code opens
 * check-service-doc/{publicId}.
 */
import { tashkentToday } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import type { lawyerRequests } from '../../db/schema';
import { lawyerCertificates, lawyerLicenses, lawyers, persons } from '../../db/schema';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/transaction';
import { registerIssuedDocument, revokeIssuedDocuments } from '../issued-documents';
import { REPUBLIC_CHAMBER_NAMES } from '../../people/chambers';
import { fullNameOf as fullName } from '../../people/person-row';

type RequestRow = typeof lawyerRequests.$inferSelect;

/** Ten years less a day from `givenDate` (a certificate's validity). */
export function certificateEndDate(givenDate: string): string {
  const d = new Date(`${givenDate}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 10);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

async function suspendStatus(tx: Transaction, request: RequestRow, now: Date) {
  await tx
    .update(lawyers)
    .set({ status: 'INACTIVE_TEMPORARY', updatedAt: now })
    .where(eq(lawyers.id, request.lawyerId));
  await tx
    .update(lawyerLicenses)
    .set({ status: 'INACTIVE_TEMPORARY' })
    .where(and(eq(lawyerLicenses.lawyerId, request.lawyerId), eq(lawyerLicenses.current, true)));
  return {};
}

/** The lawyer's current certificate or license (by `table`), locked, and how many they have had. */
async function currentPaper<T extends PgTable & { lawyerId: AnyPgColumn; current: AnyPgColumn }>(
  tx: Transaction,
  table: T,
  lawyerId: number,
) {
  const [old] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.lawyerId, lawyerId), eq(table.current, true)))
    .for('update');
  const [had] = await tx
    .select({ n: count() })
    .from(table as PgTable)
    .where(eq(table.lawyerId, lawyerId));
  return { old: old as T['$inferSelect'] | undefined, had: had?.n ?? 0 };
}

/**
 * The number of a replacement certificate or license: the old number without its `-N` suffix (at most 16
 * characters), then how many the lawyer has had plus one.
 */
const replacementNumber = (old: string, had: number) => `${old.replace(/-\d+$/, '').slice(0, 16)}-${had + 1}`;

async function replaceCertificate(tx: Transaction, request: RequestRow, now: Date) {
  const { old, had } = await currentPaper(tx, lawyerCertificates, request.lawyerId);
  const [holder] = await tx
    .select({ lastName: persons.lastName, firstName: persons.firstName, parentName: persons.parentName })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(lawyers.id, request.lawyerId));
  const number = replacementNumber(old?.number ?? String(request.lawyerId), had);
  const givenDate = tashkentToday(now);
  const endDate = certificateEndDate(givenDate);
  const holderName = holder ? fullName(holder) : '';
  if (old) {
    // The old certificate stays in history; its check page says it was replaced (registered first if it
    // was issued before the portal kept a registry).
    if (old.issuedDocumentId === null) {
      const registered = await registerIssuedDocument(tx, {
        kind: 'LAWYER_CERTIFICATE',
        number: old.number,
        issuedOn: old.givenDate,
        validUntil: old.endDate,
        holderName,
        issuer: REPUBLIC_CHAMBER_NAMES,
        sourceType: 'lawyer_certificates',
        sourceId: old.id,
      });
      old.issuedDocumentId = registered.id;
    }
    await tx
      .update(lawyerCertificates)
      .set({ current: false, replacedByRequestId: request.id, issuedDocumentId: old.issuedDocumentId })
      .where(eq(lawyerCertificates.id, old.id));
    await revokeIssuedDocuments(
      tx,
      { sourceType: 'lawyer_certificates', sourceId: old.id, kind: 'LAWYER_CERTIFICATE' },
      `Replaced by certificate ${number}`,
      now,
    );
  }
  const [created] = await tx
    .insert(lawyerCertificates)
    .values({ lawyerId: request.lawyerId, number, givenDate, endDate, current: true })
    .returning();
  const document = await registerIssuedDocument(tx, {
    kind: 'LAWYER_CERTIFICATE',
    number,
    issuedOn: givenDate,
    validUntil: endDate,
    holderName,
    issuer: REPUBLIC_CHAMBER_NAMES,
    facts: old ? [{ key: 'replaces', value: old.number }] : [],
    sourceType: 'lawyer_certificates',
    sourceId: created!.id,
  });
  await tx
    .update(lawyerCertificates)
    .set({ issuedDocumentId: document.id })
    .where(eq(lawyerCertificates.id, created!.id));
  await tx
    .update(lawyers)
    .set({ certificateNumber: number, certificateDate: givenDate, updatedAt: now })
    .where(eq(lawyers.id, request.lawyerId));
  return { newCertificateId: created!.id };
}

async function replaceLicense(tx: Transaction, request: RequestRow, now: Date) {
  const { old, had } = await currentPaper(tx, lawyerLicenses, request.lawyerId);
  if (!old) return {};
  await tx.update(lawyerLicenses).set({ current: false }).where(eq(lawyerLicenses.id, old.id));
  const [created] = await tx
    .insert(lawyerLicenses)
    .values({
      lawyerId: old.lawyerId,
      licenseTypeId: old.licenseTypeId,
      serial: old.serial,
      number: replacementNumber(old.number, had),
      givenDate: tashkentToday(now),
      endDate: old.endDate,
      status: old.status,
      current: true,
    })
    .returning();
  return { newLicenseId: created!.id };
}

/** The effects of accepting `request`; answers the columns of the request to set with them. */
export async function applyAcceptance(
  tx: Transaction,
  request: RequestRow,
  now: Date,
): Promise<Partial<Pick<RequestRow, 'newCertificateId' | 'newLicenseId'>>> {
  switch (request.kind) {
    case 'STATUS_SUSPENSION':
      return suspendStatus(tx, request, now);
    case 'CERTIFICATE_REPLACEMENT':
      return replaceCertificate(tx, request, now);
    case 'LICENSE_REPLACEMENT':
      return replaceLicense(tx, request, now);
    default:
      return {};
  }
}

/**
 * Receipts of payments: registered as an issued document (kind RECEIPT) in the perform transaction, so its
 * QR code opens check-service-doc/{publicId}; revoked when the payment is cancelled after perform.
 * `get-receipt/{id}` (a request id) prints the receipt of the payable's performed payment.
 */
import type { Language } from '@portal/contracts';
import { formatTiyin, tashkentToday } from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { issuedDocuments, paymentTransactions } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { renderReceiptPdf } from '../../documents/receipt-pdf';
import { AppError } from '../../errors/app-error';
import { REPUBLIC_CHAMBER_NAMES } from '../../people/chambers';
import { registerIssuedDocument, revokeIssuedDocuments } from '../issued-documents';
import { payableKind, type PayableRef } from './payables';

const source = (transactionId: number) => ({
  sourceType: 'payment_transactions',
  sourceId: transactionId,
  kind: 'RECEIPT',
});

export async function registerReceipt(
  tx: Transaction,
  t: { id: number; payableKind: string; payableId: number; amountTiyin: number; paymeId: string },
  at: Date,
) {
  const kind = payableKind(t.payableKind);
  await registerIssuedDocument(tx, {
    kind: 'RECEIPT',
    number: `P-${t.id}`,
    issuedOn: tashkentToday(at),
    holderName: await kind.payerName(tx, t.payableId),
    issuer: REPUBLIC_CHAMBER_NAMES,
    facts: [
      { key: 'amount', value: formatAmount(t.amountTiyin) },
      { key: kind.receiptFact, value: `№ ${t.payableId}` },
    ],
    sourceType: 'payment_transactions',
    sourceId: t.id,
  });
}

const formatAmount = (tiyin: number) => `${formatTiyin(tiyin)} UZS`;

export async function revokeReceipt(tx: Transaction, transactionId: number, at: Date) {
  await revokeIssuedDocuments(tx, source(transactionId), 'Payment cancelled', at);
}

/** The receipt PDF of a payable (already checked visible to the caller); 404 if never paid. */
export async function receiptPdf(db: Database, ref: PayableRef, lang: Language, publicUrl: string) {
  const [row] = await db
    .select({ t: paymentTransactions, doc: issuedDocuments })
    .from(paymentTransactions)
    .innerJoin(
      issuedDocuments,
      and(
        eq(issuedDocuments.sourceType, 'payment_transactions'),
        eq(issuedDocuments.sourceId, paymentTransactions.id),
        eq(issuedDocuments.kind, 'RECEIPT'),
      ),
    )
    .where(
      and(
        eq(paymentTransactions.payableKind, ref.kind),
        eq(paymentTransactions.payableId, ref.id),
        inArray(paymentTransactions.state, [2, -2]),
      ),
    )
    .orderBy(desc(paymentTransactions.performTime))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return renderReceiptPdf(
    {
      language: lang,
      number: row.doc.number,
      publicId: row.doc.publicId,
      payerName: row.doc.holderName,
      requestId: ref.id,
      requestType: await payableKind(ref.kind).subject(db, ref.id, lang),
      amountTiyin: row.t.amountTiyin,
      paidAt: new Date(row.t.performTime),
      providerTransactionId: row.t.paymeId,
      revoked: row.doc.status === 'REVOKED',
    },
    { publicUrl },
  );
}

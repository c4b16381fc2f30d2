/**
 * What can be paid: each kind of payable record names the Payme account field that carries its id and
 * how the merchant, the checkout link and the receipt read and change it. A payment transaction points
 * at its payable by (kind, id): a lawyer's request, or an expertise invoice.
 */
import type { Language } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lawyerRequests, lawyers, requestTypes } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { nameIn } from '../../http/localize';
import { visibleById } from '../../kit/visible';
import type { LegalAidCaller } from '../legal-aid';
import { expertiseInvoicePayable } from '../expertise';
import { markRequestPaid, reverseRequestPayment } from '../requests';
import { paymentPolicy } from './policy';

/** A payable record as a payment sees it, read under lock. */
export interface PayableState {
  readonly awaitingPayment: boolean;
  readonly amountTiyin: number;
}

export interface PayableKind {
  /** The account field of the provider's calls that carries the payable's id (`request_id`). */
  readonly accountField: string;
  /** The key of the receipt's fact naming what was paid (a fact of issued documents). */
  readonly receiptFact: string;
  /** The payable, locked for the payment's transaction; undefined when there is none. */
  lock(tx: Transaction, id: number): Promise<PayableState | undefined>;
  /**
   * The caller's own payable awaiting payment: its price and the page the provider sends the payer back
   * to (a path of the SPA); 404 when it is not the caller's, 409 when it awaits no payment.
   */
  checkout(
    db: Database,
    caller: LegalAidCaller,
    id: number,
  ): Promise<{ amountTiyin: number; returnPath: string }>;
  /** The payment was performed: the payable is paid, at `at`. */
  markPaid(tx: Transaction, id: number, at: Date): Promise<void>;
  /** The performed payment was cancelled: the payable awaits payment again. */
  reversePaid(tx: Transaction, id: number): Promise<void>;
  /** Who paid (the receipt's holder). */
  payerName(tx: Transaction, id: number): Promise<string>;
  /** What was paid for, in the reader's language (the receipt's subject). */
  subject(db: Database, id: number, lang: Language): Promise<string>;
}

/** A lawyer's request (certificate or license replacement) in PAYMENT, paid by its lawyer. */
const lawyerRequest: PayableKind = {
  accountField: 'request_id',
  receiptFact: 'request',
  async lock(tx, id) {
    const [row] = await tx.select().from(lawyerRequests).where(eq(lawyerRequests.id, id)).for('update');
    return row && { awaitingPayment: row.status === 'PAYMENT', amountTiyin: row.priceTiyin };
  },
  async checkout(db, caller, id) {
    const request = await visibleById(db, paymentPolicy, caller, lawyerRequests, id);
    paymentPolicy.authorize(caller, 'pay', request);
    return {
      amountTiyin: request.priceTiyin,
      returnPath: `/lawyer-profile/requests/add-certificate/view/${id}`,
    };
  },
  markPaid: markRequestPaid,
  reversePaid: reverseRequestPayment,
  async payerName(tx, id) {
    const [payer] = await tx
      .select({ fullName: lawyers.fullName })
      .from(lawyerRequests)
      .innerJoin(lawyers, eq(lawyers.id, lawyerRequests.lawyerId))
      .where(eq(lawyerRequests.id, id));
    return payer?.fullName ?? '';
  },
  async subject(db, id, lang) {
    const [type] = await db
      .select({ type: requestTypes })
      .from(lawyerRequests)
      .innerJoin(requestTypes, eq(requestTypes.id, lawyerRequests.requestTypeId))
      .where(eq(lawyerRequests.id, id));
    return type ? nameIn(type.type, lang) : '';
  },
};

/** Every kind of payable, by the name a payment transaction stores. */
export const PAYABLES = {
  'lawyer-request': lawyerRequest,
  // an expertise request's invoice (modules/expertise/payment.ts)
  expertise: expertiseInvoicePayable,
} as const satisfies Record<string, PayableKind>;

export type PayableKindName = keyof typeof PAYABLES;

/** A payable record: its kind and its id. */
export interface PayableRef {
  readonly kind: PayableKindName;
  readonly id: number;
}

export const payableKind = (kind: string): PayableKind => {
  const found = (PAYABLES as Record<string, PayableKind>)[kind];
  if (!found) throw new Error(`no payable kind ${kind}`);
  return found;
};

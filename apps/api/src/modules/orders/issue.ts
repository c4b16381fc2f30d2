/**
 * The last step of signing an electronic order or registering a paper one: DRAFT -> CREATED with its
 * number, date and late-sent flag, and the order in the registry of issued documents.
 */
import { isLateSent, tashkentToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { fullNameOf } from '../../people/person-row';
import { transition } from '../../workflow/transition';
import { issuerNamed, registerIssuedDocument } from '../issued-documents';
import { orderIssuer } from './document';
import { allocateOrderNumber } from './numbering';
import { type OrderActor, ORDER_ENTITY, type OrderRow } from './shared';

/** The fields an order must have before it is created; their names when missing. */
export function missingOrderFields(order: OrderRow): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, field: string) => {
    if (ok === null || ok === undefined || ok === '') missing.push(field);
  };
  need(order.legalAidId, 'legalAidId');
  need(order.orderBaseId, 'orderBaseId');
  need(order.groundsDocNumber, 'groundsDocNumber');
  need(order.groundsDocDate, 'groundsDocDate');
  if (order.protectedPersonType === 'INDIVIDUAL') {
    need(order.personPinfl, 'personPinfl');
    need(order.personLastName, 'personLastName');
    need(order.personFirstName, 'personFirstName');
  } else {
    need(order.contragentInn, 'contragentInn');
    need(order.contragentName, 'contragentName');
  }
  if (order.type === 'PAPER') {
    need(order.orderRegNumber, 'orderRegNumber');
    need(order.fileId, 'file');
  }
  return missing;
}

/** The fields a CREATED order needs: a 400 naming the missing ones. */
export function assertComplete(order: OrderRow) {
  const missing = missingOrderFields(order);
  if (missing.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'legal-aid:error.orderIncomplete',
      params: { fields: missing.join(', ') },
      field: missing[0],
    });
}

/** What an order may be signed or registered from: the author's own DRAFT of that type. */
export function assertSignable(order: OrderRow, type: 'ELECTRONIC' | 'PAPER') {
  if (order.type !== type)
    throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.orderWrongType' });
}

/**
 * Registers a CREATED order in the registry of issued documents (its public check page and the QR code
 * of its PDF), inside the transaction that created it. Answers the registry row's id.
 */
async function registerOrderDocument(tx: Transaction, order: OrderRow): Promise<number> {
  const { lawyer, structure } = await orderIssuer(tx, order);
  const lawyerName = lawyer ? fullNameOf(lawyer.person) : '';
  const registered = await registerIssuedDocument(tx, {
    kind: 'ORDER',
    number: order.number!,
    issuedOn: order.orderDate!,
    holderName: lawyerName,
    issuer: issuerNamed(structure?.name ?? lawyerName),
    facts: [
      { key: 'certificateNumber', value: lawyer?.certificateNumber ?? '' },
      ...(structure ? [{ key: 'structure', value: structure.name }] : []),
    ],
    sourceType: 'orders',
    sourceId: order.id,
    fileId: order.fileId,
  });
  return registered.id;
}

/** DRAFT -> CREATED (`SIGN` or `REGISTER_PAPER`) at `now`, with `extra` columns, registered for its check. */
export async function issueOrder(
  tx: Transaction,
  actor: OrderActor,
  order: OrderRow,
  event: 'SIGN' | 'REGISTER_PAPER',
  extra: Partial<typeof orders.$inferInsert>,
  now: Date,
): Promise<OrderRow> {
  const { row } = await transition(tx, ORDER_ENTITY, {
    id: order.id,
    event,
    actor,
    set: async () => {
      assertComplete({ ...order, ...extra } as OrderRow);
      const number = await allocateOrderNumber(tx, order, now);
      return {
        ...extra,
        ...number,
        orderDate: tashkentToday(now),
        issuedAt: now,
        lateSent: isLateSent(order.groundsDocDate!, now),
      };
    },
  });
  const issuedDocumentId = await registerOrderDocument(tx, row);
  const [registered] = await tx
    .update(orders)
    .set({ issuedDocumentId })
    .where(eq(orders.id, row.id))
    .returning();
  return registered!;
}

/** updateDraft: the author changes a DRAFT; any other status is a 409 and nothing changes. */
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { ModuleDeps } from '../../http/types';
import { assertOnCase, draftColumns, type OrderDraftChanges, REQUEST_LOCKED_FIELDS } from './draft-fields';
import { type OrderActor, type OrderRow, withReferences } from './shared';
import { orderStepPolicy } from './policy';
import { lockVisible } from '../../kit/lock';

/** The change of a draft inside the caller's transaction (also the first step of registering a paper one). */
export async function applyDraftChanges(
  tx: Transaction,
  actor: OrderActor,
  orderId: number,
  input: OrderDraftChanges,
  now: Date,
): Promise<OrderRow> {
  const order = await lockVisible(tx, orderStepPolicy, actor, orders, orderId);
  if (order.status !== 'DRAFT')
    throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.orderNotEditable' });
  const changes = draftColumns(input);
  // An order drawn from an investigator request keeps its grounds, basis, person and case.
  if (order.investigatorRequestId) for (const key of REQUEST_LOCKED_FIELDS) delete changes[key];
  const next = { ...order, ...changes };
  await assertOnCase(tx, order.lawyerId, next);
  const [updated] = await withReferences(() =>
    tx
      .update(orders)
      .set({ ...changes, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning(),
  );
  return updated!;
}

export async function updateOrderDraft(
  { db, clock }: Pick<ModuleDeps, 'db' | 'clock'>,
  actor: OrderActor,
  orderId: number,
  input: OrderDraftChanges,
): Promise<OrderRow> {
  return db.transaction(async (tx) => applyDraftChanges(tx, actor, orderId, input, clock.now()));
}

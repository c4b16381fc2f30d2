/** deleteOrder: the author deletes a DRAFT (kept as DELETED, hidden; its case persons stay). */
import type { ModuleDeps } from '../../http/types';
import { transition } from '../../workflow/transition';
import { type OrderActor, ORDER_ENTITY, type OrderRow } from './shared';
import { orderStepPolicy } from './policy';
import { lockVisible } from '../../kit/lock';
import { orders } from '../../db/schema';

export async function deleteOrderDraft(
  { db }: Pick<ModuleDeps, 'db'>,
  actor: OrderActor,
  orderId: number,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await lockVisible(tx, orderStepPolicy, actor, orders, orderId);
    return (await transition(tx, ORDER_ENTITY, { id: orderId, event: 'DELETE', actor })).row;
  });
}

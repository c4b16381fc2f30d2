/** cancelOrder: a CREATED order cancelled by its author or the director of its structure, with a reason. */
import { eq } from 'drizzle-orm';
import { contragents, orders } from '../../db/schema';
import { requireText } from '../../errors/app-error';
import type { ModuleDeps } from '../../http/types';
import { lockById } from '../../kit/lock';
import { transition } from '../../workflow/transition';
import { revokeIssuedDocuments } from '../issued-documents';
import { orderStepPolicy } from './policy';
import { type OrderActor, ORDER_ENTITY, orderNotice, type OrderRow } from './shared';

export async function cancelOrder(
  { db, clock }: Pick<ModuleDeps, 'db' | 'clock'>,
  actor: OrderActor,
  orderId: number,
  reason: string,
): Promise<OrderRow> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const text = requireText(reason, 'reason', 'legal-aid:error.reasonRequired');
    const order = await lockById(tx, orders, orderId);
    const [structure] = order.contragentId
      ? await tx
          .select({ directorPersonId: contragents.directorPersonId })
          .from(contragents)
          .where(eq(contragents.id, order.contragentId))
      : [];
    orderStepPolicy.authorize(actor, 'cancel', order, {
      directorPersonId: structure?.directorPersonId ?? null,
    });
    await revokeIssuedDocuments(tx, { sourceType: 'orders', sourceId: orderId, kind: 'ORDER' }, text, now);
    const { row } = await transition(tx, ORDER_ENTITY, {
      id: orderId,
      event: 'CANCEL',
      actor,
      comment: text,
      set: { cancelReason: text, cancelledAt: now },
      notifications: (changed) =>
        orderNotice(
          changed.authorPersonId !== actor.personId ? changed.authorPersonId : null,
          'ORDER_CANCELLED',
          changed.id,
          { number: changed.number ?? String(changed.id), reason: text },
        ),
    });
    return row;
  });
}

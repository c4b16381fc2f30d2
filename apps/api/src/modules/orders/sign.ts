/**
 * signatureDraft: the author signs an electronic DRAFT over its canonical JSON. The signature is checked
 * through the verification server (and locally) first; then, in one transaction, the draft is read again
 * under its lock (changed meanwhile: 409), the signature stored, DRAFT -> CREATED with its number, date
 * and late-sent flag, and the order registered for its public check. A refused signature is a 422 and
 * changes nothing.
 */
import { decide, ORDER_WORKFLOW } from '@portal/domain';
import type { ModuleDeps } from '../../http/types';
import { transitionRefused } from '../../workflow/transition';
import { type SignatureSubmission, signLockedDocument } from '../legal-aid';
import { assertMayCreate } from './create-check';
import { assertComplete, assertSignable, issueOrder } from './issue';
import { type OrderActor, type OrderRow } from './shared';
import { orderStepPolicy } from './policy';
import { lockVisible } from '../../kit/lock';
import { orders } from '../../db/schema';
import { orderSigningContent } from './signing-content';

export async function signOrder(
  { db, config, clock }: Pick<ModuleDeps, 'db' | 'config' | 'clock'>,
  actor: OrderActor,
  orderId: number,
  submission: SignatureSubmission,
): Promise<OrderRow> {
  return signLockedDocument(
    { db, config },
    {
      type: 'ORDER',
      id: orderId,
      lock: async (tx) => {
        await assertMayCreate(tx, actor);
        const order = await lockVisible(tx, orderStepPolicy, actor, orders, orderId);
        assertSignable(order, 'ELECTRONIC');
        return order;
      },
      // Read before the network call too, so a draft that cannot be signed is refused at once.
      content: (_tx, order) => {
        const decision = decide(ORDER_WORKFLOW, order.status, 'SIGN', actor.role);
        if (!decision.allowed) throw transitionRefused(ORDER_WORKFLOW, order.status, decision.reason);
        assertComplete(order);
        return orderSigningContent(order);
      },
    },
    submission,
    async (tx, { row: order, storeSignature, verified }) => {
      // An order that is no longer a draft stores no signature: the workflow refuses its SIGN.
      const signatureId = order.status === 'DRAFT' ? await storeSignature() : null;
      const signed = { signedAt: verified.signingTime, signedByPersonId: actor.personId, signatureId };
      return issueOrder(tx, actor, order, 'SIGN', signed, clock.now());
    },
  );
}

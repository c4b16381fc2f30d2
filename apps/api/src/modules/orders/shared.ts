/**
 * What the order use cases share: the order row, the person taking a step, the step's notices and the
 * refusal of an unknown reference id. A step locks the author's order with the kit's lockVisible under
 * policy.ts's orderStepPolicy.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { orders } from '../../db/schema';
import { orderBases } from '../../db/schema';
import { firstId } from '../../db/rows';
import type { Transaction } from '../../db/transaction';
import { withReferenceMessage } from '../../errors/database-errors';
import type { lawyerOfPerson } from '../../people/lawyers';
import type { WorkflowActor } from '../../workflow/actor';
import { notices } from '../notifications';

export type OrderRow = typeof orders.$inferSelect;
export type LawyerWithStructure = Awaited<ReturnType<typeof lawyerOfPerson>>;

/** A signed-in person with the per-user order permission the identity module keeps. */
export interface OrderActor extends WorkflowActor {
  personId: number;
  /** The per-user permission to create orders (granted or cancelled by the director or ADMIN). */
  orderPermission: boolean;
}

/** The workflow entity of orders (packages/domain ORDER_WORKFLOW). */
export const ORDER_ENTITY = 'order';
export const orderNotice = notices('legal-aid', ORDER_ENTITY);

/** The id of the state-funded order basis (reference data). */
export async function stateFundedBasisId(tx: Transaction | Database): Promise<number> {
  const row = await firstId(tx, orderBases, eq(orderBases.code, 'STATE_FUNDED'));
  if (!row) throw new Error('reference data lacks the STATE_FUNDED order basis');
  return row.id;
}

/** Unknown reference ids are a 400 naming the field, not a 500 (errors/database-errors.ts). */
export const withReferences = <T>(work: () => Promise<T>) =>
  withReferenceMessage('legal-aid:error.unknownReference', work);

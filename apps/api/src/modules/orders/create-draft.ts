/** createDraft: a new order draft by a lawyer who may create orders. */
import type { Transaction } from '../../db/transaction';
import { orders } from '../../db/schema';
import type { ModuleDeps } from '../../http/types';
import { recordCreation } from '../../workflow/transition';
import { assertMayCreate } from './create-check';
import { assertOnCase, draftColumns, type OrderDraft } from './draft-fields';
import {
  type LawyerWithStructure,
  type OrderActor,
  ORDER_ENTITY,
  type OrderRow,
  withReferences,
} from './shared';

/** Inserts the draft of `lawyer` (already allowed to create orders), inside the caller's transaction. */
export async function insertDraft(
  tx: Transaction,
  actor: OrderActor,
  lawyer: LawyerWithStructure,
  input: OrderDraft,
): Promise<OrderRow> {
  const values = {
    ...draftColumns(input),
    type: input.type,
    lawyerId: lawyer.id,
    authorPersonId: actor.personId,
    scope: lawyer.contragentId ? ('CONTRAGENT' as const) : ('PERSONAL' as const),
    contragentId: lawyer.contragentId,
  };
  await assertOnCase(tx, lawyer.id, {
    orderBaseId: values.orderBaseId ?? null,
    caseNumber: values.caseNumber ?? null,
    investigatorRequestId: null,
  });
  const [order] = await withReferences(() => tx.insert(orders).values(values).returning());
  await recordCreation(tx, ORDER_ENTITY, { id: order!.id, status: 'DRAFT', actor });
  return order!;
}

export async function createOrderDraft(
  { db }: Pick<ModuleDeps, 'db'>,
  actor: OrderActor,
  input: OrderDraft,
): Promise<OrderRow> {
  return db.transaction(async (tx) => insertDraft(tx, actor, await assertMayCreate(tx, actor), input));
}

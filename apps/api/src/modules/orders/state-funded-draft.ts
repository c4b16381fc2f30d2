/**
 * The order draft an accepted investigator request creates for its lawyer (decisions.md): state-funded
 * basis, the request as grounds document, its person, case and kind of legal aid; issued by the lawyer's
 * structure, or personally when they work alone. Inside the accepting transaction.
 */
import { tashkentToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { type investigatorRequests, orders, persons } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { WorkflowActor } from '../../workflow/actor';
import { recordCreation } from '../../workflow/transition';
import { type LawyerWithStructure, ORDER_ENTITY, type OrderRow, stateFundedBasisId } from './shared';

export async function createStateFundedOrderDraft(
  tx: Transaction,
  input: {
    request: typeof investigatorRequests.$inferSelect;
    lawyer: LawyerWithStructure;
    actor: WorkflowActor & { personId: number };
  },
): Promise<OrderRow> {
  const { request, lawyer, actor } = input;
  const [person] = request.personId
    ? await tx.select().from(persons).where(eq(persons.id, request.personId))
    : [];
  const [order] = await tx
    .insert(orders)
    .values({
      type: 'ELECTRONIC',
      lawyerId: lawyer.id,
      authorPersonId: actor.personId,
      scope: lawyer.contragentId ? 'CONTRAGENT' : 'PERSONAL',
      contragentId: lawyer.contragentId,
      groundsDocNumber: String(request.id),
      groundsDocDate: tashkentToday(request.createdAt),
      protectedPersonType: 'INDIVIDUAL',
      personId: request.personId,
      personPinfl: request.personPinfl,
      personLastName: person?.lastName ?? null,
      personFirstName: person?.firstName ?? null,
      personParentName: person?.parentName ?? null,
      legalAidId: request.legalAidId,
      orderBaseId: await stateFundedBasisId(tx),
      caseNumber: request.caseNumber,
      investigatorRequestId: request.id,
    })
    .returning();
  await recordCreation(tx, ORDER_ENTITY, { id: order!.id, status: 'DRAFT', actor });
  return order!;
}

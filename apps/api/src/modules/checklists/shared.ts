/**
 * What the checklist use cases share: the checklist row, its workflow entity, the rows a step locks and
 * the refusal of an unknown reference id.
 */
import { checklists, investigatorRequests } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { withReferenceMessage } from '../../errors/database-errors';
import { lockById } from '../../kit/lock';
import { lawyerOfPerson } from '../../people/lawyers';
import type { PersonActor } from '../investigator-requests';

export type ChecklistRow = typeof checklists.$inferSelect;

/** The workflow entity of checklists (packages/domain CHECKLIST_WORKFLOW). */
export const CHECKLIST_ENTITY = 'checklist';

/** Unknown reference ids are a 400 naming the field, not a 500 (errors/database-errors.ts). */
export const withReferences = <T>(work: () => Promise<T>) =>
  withReferenceMessage('legal-aid:error.unknownReference', work);

/** The investigator request of a checklist, locked; 404 when it does not exist. */
export const lockRequest = (tx: Transaction, requestId: number) =>
  lockById(tx, investigatorRequests, requestId);

/** The checklist of the actor's own accepted request, locked; 404 for anyone else's. */
export async function lockOwnChecklist(tx: Transaction, actor: PersonActor, checklistId: number) {
  const lawyer = await lawyerOfPerson(tx, actor.personId);
  const row = await lockById(tx, checklists, checklistId);
  if (row.lawyerId !== lawyer.id) throw new AppError('NOT_FOUND');
  return row;
}

/** The checklist of the investigator's own request, locked; 404 otherwise. */
export async function lockInvestigatorChecklist(tx: Transaction, actor: PersonActor, checklistId: number) {
  const row = await lockById(tx, checklists, checklistId);
  const request = await lockRequest(tx, row.requestId);
  if (request.investigatorPersonId !== actor.personId) throw new AppError('NOT_FOUND');
  return { checklist: row, request };
}

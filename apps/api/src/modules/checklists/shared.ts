/**
 * What the checklist use cases share: the checklist row, its workflow entity, the refusal of an unknown
 * reference id, and the rows a lawyer's or an investigator's step locks (the kit's lockVisible under
 * policy.ts's step policies).
 */
import { checklists, investigatorRequests } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { withReferenceMessage } from '../../errors/database-errors';
import { lockById, lockVisible } from '../../kit/lock';
import { lawyerOfPerson } from '../../people/lawyers';
import type { PersonActor } from '../investigator-requests';
import { investigatorChecklistPolicy, lawyerChecklistPolicy } from './policy';

export type ChecklistRow = typeof checklists.$inferSelect;

/** The workflow entity of checklists (packages/domain CHECKLIST_WORKFLOW). */
export const CHECKLIST_ENTITY = 'checklist';

/** Unknown reference ids are a 400 naming the field, not a 500 (errors/database-errors.ts). */
export const withReferences = <T>(work: () => Promise<T>) =>
  withReferenceMessage('legal-aid:error.unknownReference', work);

/** The checklist a lawyer's step changes, locked: one the acting lawyer fills; anyone else's is a 404. */
export async function lockFilledChecklist(tx: Transaction, actor: PersonActor, checklistId: number) {
  const lawyer = await lawyerOfPerson(tx, actor.personId);
  return lockVisible(tx, lawyerChecklistPolicy, lawyer, checklists, checklistId);
}

/**
 * The checklist an investigator's step changes and its request, both locked: a checklist of the acting
 * investigator's own request; anyone else's is a 404.
 */
export async function lockReviewedChecklist(tx: Transaction, actor: PersonActor, checklistId: number) {
  const checklist = await lockVisible(tx, investigatorChecklistPolicy, actor, checklists, checklistId);
  const request = await lockById(tx, investigatorRequests, checklist.requestId);
  return { checklist, request };
}

/**
 * What the checklist use cases share: the checklist row, its workflow entity, a change of the report (one
 * transaction, an unknown reference id refused), and the rows a lawyer's or an investigator's step locks
 * (the kit's lockVisible under policy.ts's step policies).
 */
import type { Database } from '../../db/client';
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

/**
 * A change of the report the lawyer fills (create, update) as a service function of the database and its
 * own arguments: one transaction, whose unknown reference ids are a 400 naming the field, not a 500
 * (errors/database-errors.ts).
 */
export const reportChange =
  <A extends unknown[], R>(change: (tx: Transaction, ...args: A) => Promise<R>) =>
  (db: Database, ...args: A): Promise<R> =>
    withReferenceMessage('legal-aid:error.unknownReference', () =>
      db.transaction((tx) => change(tx, ...args)),
    );

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

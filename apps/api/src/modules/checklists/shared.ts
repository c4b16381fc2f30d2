/**
 * What the checklist use cases share: the checklist row, its workflow entity and the refusal of an
 * unknown reference id. The rows a step locks are the kit's lockVisible under policy.ts's step policies.
 */
import type { checklists } from '../../db/schema';
import { withReferenceMessage } from '../../errors/database-errors';

export type ChecklistRow = typeof checklists.$inferSelect;

/** The workflow entity of checklists (packages/domain CHECKLIST_WORKFLOW). */
export const CHECKLIST_ENTITY = 'checklist';

/** Unknown reference ids are a 400 naming the field, not a 500 (errors/database-errors.ts). */
export const withReferences = <T>(work: () => Promise<T>) =>
  withReferenceMessage('legal-aid:error.unknownReference', work);

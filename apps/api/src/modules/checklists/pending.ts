/** The checklists' line of the home page: those sent to an investigator for agreement. */
import { checklists } from '../../db/schema';
import { awaitingRecords, type PendingCounter } from '../../kit/pending';
import { awaitingAgreement } from './policy';

export const checklistsToAgree: PendingCounter = ({ db }, caller) =>
  awaitingRecords(db, checklists, awaitingAgreement(caller), { filter: { status: 'FOR_AGREED' } });

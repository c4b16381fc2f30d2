/** The checklists' line of the home page: those sent to an investigator for agreement. */
import { count } from 'drizzle-orm';
import { checklists } from '../../db/schema';
import { NOTHING_PENDING, type PendingCounter } from '../../kit/pending';
import { awaitingAgreement } from './policy';

export const checklistsToAgree: PendingCounter = async ({ db }, caller) => {
  const where = awaitingAgreement(caller);
  if (!where) return NOTHING_PENDING;
  const [row] = await db.select({ count: count() }).from(checklists).where(where);
  return { count: row?.count ?? 0, due: null, filter: { status: 'FOR_AGREED' } };
};

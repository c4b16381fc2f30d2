/** The notifications of a checklist's steps (text keys `legal-aid:notification.<KIND>`). */
import type { investigatorRequests } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { lawyerName } from '../../people/lawyers';
import { type NotificationInput, notices } from '../notifications';
import { CHECKLIST_ENTITY, type ChecklistRow } from './shared';

const requestNotice = notices('legal-aid', 'investigator-request');
const checklistNotice = notices('legal-aid', CHECKLIST_ENTITY);

/** The investigator of the checklist's request is told. */
export function toInvestigator(request: typeof investigatorRequests.$inferSelect, kind: string) {
  return requestNotice(request.investigatorPersonId, kind, request.id, { caseNumber: request.caseNumber });
}

/** The lawyer of the checklist is told. */
export async function toLawyer(
  tx: Transaction,
  checklist: ChecklistRow,
  caseNumber: string,
  kind: string,
  params: Record<string, string | number> = {},
): Promise<NotificationInput[]> {
  const lawyer = await lawyerName(tx, checklist.lawyerId);
  return checklistNotice(lawyer.personId, kind, checklist.id, { caseNumber, ...params });
}

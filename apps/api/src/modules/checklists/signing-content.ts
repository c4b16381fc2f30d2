import { asc, eq } from 'drizzle-orm';
import { checklistParticipations } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { ChecklistRow } from './shared';

/**
 * What a checklist is signed over: the report as stored, with its participation days (in date order) and
 * the fee computed from them. Its canonical JSON is the signed text; the SPA gets this object as the
 * checklist's `signingContent`.
 */
export async function checklistSigningContent(tx: Executor, row: ChecklistRow) {
  const days = await tx
    .select({ date: checklistParticipations.date, rateId: checklistParticipations.rateId })
    .from(checklistParticipations)
    .where(eq(checklistParticipations.checklistId, row.id))
    .orderBy(asc(checklistParticipations.date), asc(checklistParticipations.rateId));
  return {
    document: 'CHECKLIST',
    id: row.id,
    requestId: row.requestId,
    orderId: row.orderId,
    lawyerId: row.lawyerId,
    licenseTypeId: row.licenseTypeId,
    legalAidId: row.legalAidId,
    languageId: row.languageId,
    attendanceDate: row.attendanceDate,
    participations: days,
    travelExpensesTiyin: row.travelExpensesTiyin,
    feeTiyin: row.feeTiyin,
  };
}

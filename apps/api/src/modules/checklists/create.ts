import { eq } from 'drizzle-orm';
import { firstId } from '../../db/rows';
import { checklists, investigatorRequests, orders } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { lawyerOfPerson } from '../../people/lawyers';
import { recordCreation } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { type ChecklistInput, writeReport } from './report';
import { CHECKLIST_ENTITY, reportChange } from './shared';
import { pickedRequestPolicy } from './policy';
import { lockVisible } from '../../kit/lock';

/** checkList/create: the lawyer who accepted the request fills the report (one checklist per request). */
export const createChecklist = reportChange(
  async (tx, actor: PersonActor, requestId: number, input: ChecklistInput, now: Date) => {
    const lawyer = await lawyerOfPerson(tx, actor.personId);
    const request = await lockVisible(tx, pickedRequestPolicy, lawyer, investigatorRequests, requestId);
    if (request.status !== 'ACCEPTED')
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.requestNotAccepted' });
    const order = await firstId(tx, orders, eq(orders.investigatorRequestId, requestId));
    const [created] = await tx
      .insert(checklists)
      .values({
        requestId,
        orderId: order?.id ?? null,
        lawyerId: lawyer.id,
        licenseTypeId: input.licenseTypeId,
        legalAidId: input.legalAidId,
        languageId: input.languageId,
        attendanceDate: input.attendanceDate,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('CONFLICT', { messageKey: 'legal-aid:error.checklistExists' });
    await recordCreation(tx, CHECKLIST_ENTITY, { id: created.id, status: 'CREATED', actor });
    return writeReport(tx, created.id, requestId, input, now);
  },
);

import { CHECKLIST_EDITABLE_STATUSES } from '@portal/domain';
import { AppError } from '../../errors/app-error';
import { transition } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { type ChecklistInput, writeReport } from './report';
import { CHECKLIST_ENTITY, lockFilledChecklist, reportChange } from './shared';

/**
 * checkList/update: the lawyer changes the report. CREATED: changed in place; SIGNED or CANCELLED
 * (returned): back to CREATED first (EDIT), the old signature dropped; any other status: 409.
 */
export const updateChecklist = reportChange(
  async (tx, actor: PersonActor, checklistId: number, input: ChecklistInput, now: Date) => {
    const row = await lockFilledChecklist(tx, actor, checklistId);
    if (!CHECKLIST_EDITABLE_STATUSES.includes(row.status))
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.checklistNotEditable' });
    if (row.status !== 'CREATED')
      await transition(tx, CHECKLIST_ENTITY, {
        id: checklistId,
        event: 'EDIT',
        actor,
        set: { signedAt: null, signedByPersonId: null, signatureId: null },
      });
    return writeReport(tx, checklistId, row.requestId, input, now);
  },
);

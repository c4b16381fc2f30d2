import { requireText } from '../../errors/app-error';
import { inOneTransaction } from '../../kit/transaction';
import { transition } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { toLawyer } from './notices';
import { CHECKLIST_ENTITY, lockReviewedChecklist } from './shared';

/** The investigator returns the report with a reason (CANCELLED); the lawyer edits it again. */
export const returnChecklist = inOneTransaction(
  async (tx, actor: PersonActor, checklistId: number, reason: string) => {
    const text = requireText(reason, 'reason', 'legal-aid:error.reasonRequired');
    const { request } = await lockReviewedChecklist(tx, actor, checklistId);
    return (
      await transition(tx, CHECKLIST_ENTITY, {
        id: checklistId,
        event: 'RETURN',
        actor,
        comment: text,
        set: { returnReason: text },
        notifications: (r) => toLawyer(tx, r, request.caseNumber, 'CHECKLIST_RETURNED', { reason: text }),
      })
    ).row;
  },
);

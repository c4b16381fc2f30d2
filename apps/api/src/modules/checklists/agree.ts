import type { Database } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { toLawyer } from './notices';
import { CHECKLIST_ENTITY, lockReviewedChecklist } from './shared';

/**
 * checkList/agreed: the investigator agrees. In one transaction: checklist AGREED, request COMPLETED,
 * and the job that fixes the fee and hands it over for payment (FINISHED, PAYMENT).
 */
export async function agreeChecklist(db: Database, actor: PersonActor, checklistId: number, now: Date) {
  return db.transaction(async (tx) => {
    const { request } = await lockReviewedChecklist(tx, actor, checklistId);
    const { row } = await transition(tx, CHECKLIST_ENTITY, {
      id: checklistId,
      event: 'AGREE',
      actor,
      set: { agreedAt: now, agreedByPersonId: actor.personId },
      notifications: (r) => toLawyer(tx, r, request.caseNumber, 'CHECKLIST_AGREED'),
    });
    await transition(tx, 'investigator-request', { id: request.id, event: 'COMPLETE', actor: SYSTEM_ACTOR });
    await enqueue(tx, 'checklist-finish', { checklistId });
    return row;
  });
}

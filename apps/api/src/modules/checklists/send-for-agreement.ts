import { inOneTransaction } from '../../kit/transaction';
import { transition } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { toInvestigator } from './notices';
import { CHECKLIST_ENTITY, lockFilledChecklist } from './shared';
import { investigatorRequests } from '../../db/schema';
import { lockById } from '../../kit/lock';

/** checkList/sendForAgreed: the signed report goes to the investigator. */
export const sendChecklistForAgreement = inOneTransaction(
  async (tx, actor: PersonActor, checklistId: number, now: Date) => {
    const row = await lockFilledChecklist(tx, actor, checklistId);
    const request = await lockById(tx, investigatorRequests, row.requestId);
    return (
      await transition(tx, CHECKLIST_ENTITY, {
        id: checklistId,
        event: 'SEND_FOR_AGREEMENT',
        actor,
        set: { sentForAgreementAt: now, returnReason: null },
        notifications: () => toInvestigator(request, 'CHECKLIST_FOR_AGREEMENT'),
      })
    ).row;
  },
);

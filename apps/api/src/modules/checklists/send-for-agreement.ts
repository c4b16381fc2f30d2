import { inOneTransaction } from '../../kit/transaction';
import { transition } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { toInvestigator } from './notices';
import { CHECKLIST_ENTITY, lockOwnChecklist, lockRequest } from './shared';

/** checkList/sendForAgreed: the signed report goes to the investigator. */
export const sendChecklistForAgreement = inOneTransaction(
  async (tx, actor: PersonActor, checklistId: number, now: Date) => {
    const row = await lockOwnChecklist(tx, actor, checklistId);
    const request = await lockRequest(tx, row.requestId);
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

import { inOneTransaction } from '../../kit/transaction';
import { transition } from '../../workflow/transition';
import type { PersonActor } from '../investigator-requests';
import { toInvestigator } from './notices';
import { CHECKLIST_ENTITY } from './shared';
import { lawyerChecklistPolicy } from './policy';
import { checklists, investigatorRequests } from '../../db/schema';
import { lockById, lockVisible } from '../../kit/lock';
import { lawyerOfPerson } from '../../people/lawyers';

/** checkList/sendForAgreed: the signed report goes to the investigator. */
export const sendChecklistForAgreement = inOneTransaction(
  async (tx, actor: PersonActor, checklistId: number, now: Date) => {
    const lawyer = await lawyerOfPerson(tx, actor.personId);
    const row = await lockVisible(tx, lawyerChecklistPolicy, lawyer, checklists, checklistId);
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

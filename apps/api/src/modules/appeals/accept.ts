import { transition } from '../../workflow/transition';
import type { AppealCaller } from './caller';
import { workflowOf } from './policy';
import { appealNotice, businessRule, type ChangeDeps, lockedAppeal, taken } from './shared';

/**
 * The first lawyer of its regions to accept takes the appeal. The row is locked, so of several accepts at
 * once exactly one wins; the others find it taken and are told so (409). Its author is notified.
 */
export async function acceptAppeal(deps: ChangeDeps, caller: AppealCaller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row } = await lockedAppeal(tx, caller, id);
    if (row.lawyerId !== null) throw taken();
    if (row.authorPersonId === caller.personId) throw businessRule('appeals:error.ownAppeal');
    if (!caller.lawyer) throw businessRule('legal-aid:error.lawyerNotFound');
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'ACCEPT',
      actor: { role: caller.role, personId: caller.personId },
      set: { lawyerId: caller.lawyer.id, acceptedAt: deps.clock.now() },
      notifications: (r) => appealNotice(r.authorPersonId, 'APPEAL_ACCEPTED', id, { id }),
    });
  });
}

import type { AppealDemand } from '@portal/domain';
import { transition } from '../../workflow/transition';
import type { AppealCaller } from './caller';
import { workflowOf } from './policy';
import { appealNotice, type ChangeDeps, lockedAppeal, taken } from './shared';

/** The accepted lawyer completes the appeal with the result and how far the demand was met. */
export async function completeAppeal(
  deps: ChangeDeps,
  caller: AppealCaller,
  id: number,
  input: { result: string; demand: AppealDemand },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row } = await lockedAppeal(tx, caller, id);
    if (row.lawyerId !== null && row.lawyerId !== caller.lawyer?.id) throw taken();
    // not taken yet (or withdrawn): the workflow table refuses COMPLETE from its state with a 409
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'COMPLETE',
      actor: { role: caller.role, personId: caller.personId },
      comment: input.result,
      set: { result: input.result, demand: input.demand, completedAt: deps.clock.now() },
      notifications: (r) => appealNotice(r.authorPersonId, 'APPEAL_COMPLETED', id, { id }),
    });
  });
}

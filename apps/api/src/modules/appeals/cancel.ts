import { sql } from 'drizzle-orm';
import { transition } from '../../workflow/transition';
import type { AppealCaller } from './caller';
import { workflowOf } from './policy';
import { appealNotice, businessRule, type ChangeDeps, lockedAppeal } from './shared';

/** Its author cancels an appeal nobody has taken yet, with a reason. */
export async function cancelAppeal(deps: ChangeDeps, caller: AppealCaller, id: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { row } = await lockedAppeal(tx, caller, id);
    if (row.authorPersonId !== caller.personId) throw businessRule('appeals:error.onlyAuthor');
    await transition(tx, workflowOf(row.kind).name, {
      id,
      event: 'CANCEL',
      actor: { role: caller.role, personId: caller.personId },
      comment: reason,
      set: { cancelReason: reason, cancelledAt: deps.clock.now() },
      notifications: async () => {
        // whoever opened it in the regions learns it is withdrawn
        const seen = await tx.execute<{ person_id: number }>(sql`
          select distinct actor_person_id as person_id from status_history
          where entity_type = ${workflowOf(row.kind).name} and entity_id = ${id} and event = 'SEE'
            and actor_person_id is not null`);
        const readers = seen.rows.map((s) => s.person_id);
        return appealNotice(readers, 'APPEAL_CANCELLED', id, { id });
      },
    });
  });
}

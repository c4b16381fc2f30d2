import { formatTiyin } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checklists, investigatorRequests } from '../../db/schema';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import { toLawyer } from './notices';
import { CHECKLIST_ENTITY } from './shared';
import { lockById } from '../../kit/lock';

/**
 * Job `checklist-finish`: an AGREED checklist's fee (the one the lawyer signed and the investigator
 * agreed) is handed over for payment: checklist FINISHED, request PAYMENT. Runs once; again: no-op.
 */
export async function handleChecklistFinish(
  db: Database,
  payload: { checklistId: number },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(checklists)
      .where(eq(checklists.id, payload.checklistId))
      .for('update');
    if (!row || row.status !== 'AGREED') return false;
    const request = await lockById(tx, investigatorRequests, row.requestId);
    const feeSum = formatTiyin(row.feeTiyin);
    await transition(tx, CHECKLIST_ENTITY, {
      id: row.id,
      event: 'FINISH',
      actor: SYSTEM_ACTOR,
      set: { finishedAt: now },
      notifications: (r) => toLawyer(tx, r, request.caseNumber, 'CHECKLIST_FINISHED', { fee: feeSum }),
    });
    await transition(tx, 'investigator-request', {
      id: request.id,
      event: 'REGISTER_PAYMENT',
      actor: SYSTEM_ACTOR,
    });
    return true;
  });
}

import { and, eq, inArray } from 'drizzle-orm';
import { investigatorRequests } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { drawForRequest, dutyDateOf, requestDutyPool } from './draw';
import { investigatorNotification } from './notices';
import { sendToDrawnLawyer } from './send-drawn';
import { type LegalAidDeps } from './shared';
import { lockById } from '../../kit/lock';

/**
 * Job `request-redraw-waiting`: a waiting request tries the draw again (duty lawyers were added). With a
 * candidate: DUTY_LAWYER_FOUND (WAIT -> SEND) and a timeout; without: nothing is written.
 */
export async function handleRedrawWaiting(
  deps: Pick<LegalAidDeps, 'db' | 'clock' | 'acceptTimeoutSeconds'>,
  payload: { requestId: number },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const request = await lockById(tx, investigatorRequests, payload.requestId);
    const now = deps.clock.now();
    if (request.status !== 'WAIT' || request.attendanceAt <= now) return false;
    // Still nobody on duty: nothing is recorded (a draw is recorded only when it picks someone here).
    const pool = await requestDutyPool(tx, request, now);
    if (pool.candidates.length === 0) return false;
    const draw = await drawForRequest(tx, request, {
      acceptTimeoutSeconds: deps.acceptTimeoutSeconds,
      now,
      pool,
    });
    await sendToDrawnLawyer(tx, request.id, 'DUTY_LAWYER_FOUND', draw.pickedPersonId!, draw, {
      acceptTimeoutSeconds: deps.acceptTimeoutSeconds,
      notifications: (assigned, r) => [...assigned, ...investigatorNotification(r, 'REQUEST_SENT')],
    });
    return true;
  });
}

/**
 * For the duty-schedule editor: after duty lawyers are added for a region on some days (or a schedule is
 * published), every request waiting for that region on one of those days gets a re-draw job, in the
 * editor's transaction. Returns how many were scheduled.
 */
export async function redrawWaitingRequests(
  tx: Executor,
  regionId: number,
  dutyDates: readonly string[],
): Promise<number> {
  const days = new Set(dutyDates);
  const waiting = await tx
    .select()
    .from(investigatorRequests)
    .where(and(eq(investigatorRequests.regionId, regionId), inArray(investigatorRequests.status, ['WAIT'])));
  const due = waiting.filter((r) => days.has(dutyDateOf(r)));
  for (const r of due) await enqueue(tx, 'request-redraw-waiting', { requestId: r.id });
  return due.length;
}

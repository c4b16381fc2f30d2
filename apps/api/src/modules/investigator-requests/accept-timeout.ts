import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import { drawForRequest, endPendingDraw } from './draw';
import { chamberNotifications, investigatorNotification, lawyerNotification } from './notices';
import { drawColumns, sendToDrawnLawyer } from './send-drawn';
import { type LegalAidDeps, REQUEST_ENTITY } from './shared';
import { lockById } from '../../kit/lock';
import { investigatorRequests } from '../../db/schema';

/**
 * Job `request-accept-timeout`: the picked lawyer of draw `drawId` did not accept in time. When that draw
 * is still the request's pending one, it is marked TIMED_OUT and a new draw leaves that lawyer out:
 * REDRAW (SEND -> SEND) with a new timeout, or NO_DUTY_LAWYER (SEND -> WAIT). Anything else (accepted,
 * cancelled, already re-drawn): nothing happens, so the job may safely run twice.
 */
export async function handleAcceptTimeout(
  deps: Pick<LegalAidDeps, 'db' | 'clock' | 'acceptTimeoutSeconds'>,
  payload: { requestId: number; drawId: number },
): Promise<'redrawn' | 'waiting' | 'stale'> {
  return deps.db.transaction(async (tx) => {
    const request = await lockById(tx, investigatorRequests, payload.requestId);
    if (request.status !== 'SEND' || request.currentDrawId !== payload.drawId || !request.pickedLawyerId)
      return 'stale';
    const now = deps.clock.now();
    const previous = request.pickedLawyerId;
    await endPendingDraw(tx, request.id, 'TIMED_OUT', now);
    const draw = await drawForRequest(tx, request, { acceptTimeoutSeconds: deps.acceptTimeoutSeconds, now });
    const passedOn = await lawyerNotification(tx, request, previous, 'REQUEST_PASSED_ON');
    if (draw.pickedPersonId) {
      await sendToDrawnLawyer(tx, request.id, 'REDRAW', draw.pickedPersonId, draw, {
        acceptTimeoutSeconds: deps.acceptTimeoutSeconds,
        notifications: (assigned) => [...passedOn, ...assigned],
      });
      return 'redrawn';
    }
    await transition(tx, REQUEST_ENTITY, {
      id: request.id,
      event: 'NO_DUTY_LAWYER',
      actor: SYSTEM_ACTOR,
      set: drawColumns(draw),
      notifications: async (r) => [
        ...passedOn,
        ...investigatorNotification(r, 'REQUEST_WAITING'),
        ...(await chamberNotifications(tx, r, draw.leftOut)),
      ],
    });
    return 'waiting';
  });
}

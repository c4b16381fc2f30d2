import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import { endPendingDraw } from './draw';
import { investigatorNotification, lawyerNotification } from './notices';
import { REQUEST_ENTITY, type StepDeps } from './shared';
import { lockById } from '../../kit/lock';
import { investigatorRequests } from '../../db/schema';

/** Job `request-expire`: at the attendance time a request nobody accepted (SEND or WAIT) becomes EXPIRED. */
export async function handleRequestExpiry(
  { db, clock }: StepDeps,
  payload: { requestId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const request = await lockById(tx, investigatorRequests, payload.requestId);
    const now = clock.now();
    if ((request.status !== 'SEND' && request.status !== 'WAIT') || request.attendanceAt > now) return false;
    const picked = request.status === 'SEND' ? request.pickedLawyerId : null;
    await transition(tx, REQUEST_ENTITY, {
      id: request.id,
      event: 'EXPIRE',
      actor: SYSTEM_ACTOR,
      set: { acceptDeadlineAt: null },
      notifications: async (r) => [
        ...investigatorNotification(r, 'REQUEST_EXPIRED'),
        ...(picked ? await lawyerNotification(tx, r, picked, 'REQUEST_EXPIRED') : []),
      ],
    });
    await endPendingDraw(tx, request.id, 'ENDED', now);
    return true;
  });
}

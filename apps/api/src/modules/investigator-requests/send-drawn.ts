/** What a draw that picked a lawyer writes: the draw's columns on the request and the accept timeout. */
import type { Transaction } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import type { NotificationInput } from '../notifications';
import { SYSTEM_ACTOR } from '../../workflow/actor';
import { transition } from '../../workflow/transition';
import type { DrawRow } from './draw';
import { assignedNotification, minutesOf } from './notices';
import { REQUEST_ENTITY, type RequestRow } from './shared';

/** The columns a fresh draw sets on its request. */
export function drawColumns(draw: DrawRow) {
  return {
    pickedLawyerId: draw.pickedLawyerId,
    currentDrawId: draw.id,
    acceptDeadlineAt: draw.acceptDeadlineAt,
  };
}

/** The job `request-accept-timeout` of a draw with a deadline. */
export async function scheduleTimeout(tx: Transaction, request: RequestRow, draw: DrawRow) {
  if (draw.acceptDeadlineAt)
    await enqueue(
      tx,
      'request-accept-timeout',
      { requestId: request.id, drawId: draw.id },
      { startAfter: draw.acceptDeadlineAt },
    );
}

/**
 * A draw of a job picked a lawyer (REDRAW, DUTY_LAWYER_FOUND): the request goes to them with the draw's
 * columns, they are told how long they have (`assigned`, placed among the step's other notifications),
 * and the accept timeout is scheduled.
 */
export async function sendToDrawnLawyer(
  tx: Transaction,
  requestId: number,
  event: 'REDRAW' | 'DUTY_LAWYER_FOUND',
  pickedPersonId: number,
  draw: DrawRow,
  step: {
    acceptTimeoutSeconds: number;
    notifications: (assigned: NotificationInput[], request: RequestRow) => NotificationInput[];
  },
) {
  const { row } = await transition(tx, REQUEST_ENTITY, {
    id: requestId,
    event,
    actor: SYSTEM_ACTOR,
    set: drawColumns(draw),
    notifications: (r) =>
      step.notifications(assignedNotification(r, pickedPersonId, minutesOf(step.acceptTimeoutSeconds)), r),
  });
  await scheduleTimeout(tx, row, draw);
}

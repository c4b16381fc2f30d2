import { AppError } from '../../errors/app-error';
import { lawyerName, lawyerOfPerson } from '../../people/lawyers';
import { transition } from '../../workflow/transition';
import { createStateFundedOrderDraft } from '../orders';
import { endPendingDraw } from './draw';
import { investigatorNotification } from './notices';
import { requestStepPolicy } from './policy';
import { REQUEST_ENTITY, type PersonActor, type StepDeps, wasDrawnTo } from './shared';
import { lockById } from '../../kit/lock';
import { investigatorRequests } from '../../db/schema';

/**
 * acceptOrgRequestNew: the picked lawyer accepts. SEND -> ACCEPTED and, in the same transaction, the
 * order draft with the state-funded basis. Two accepts at once: the row lock lets one through, the other
 * gets the 409 of the workflow table. A lawyer whose time ran out gets a 409 saying so; anyone else a 404.
 */
export async function acceptInvestigatorRequest(
  { db, clock }: StepDeps,
  actor: PersonActor,
  requestId: number,
) {
  return db.transaction(async (tx) => {
    const lawyer = await lawyerOfPerson(tx, actor.personId);
    const request = await lockById(tx, investigatorRequests, requestId);
    const now = clock.now();
    requestStepPolicy.authorize({ personId: actor.personId, lawyerId: lawyer.id }, 'picked', request, {
      drawnBefore: request.pickedLawyerId !== lawyer.id && (await wasDrawnTo(tx, requestId, lawyer.id)),
      refusal: new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.acceptTimeRanOut' }),
    });
    if (request.status === 'SEND' && request.acceptDeadlineAt && request.acceptDeadlineAt <= now)
      throw new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'legal-aid:error.acceptTimeRanOut' });
    const lawyerPerson = await lawyerName(tx, lawyer.id);
    const { row } = await transition(tx, REQUEST_ENTITY, {
      id: requestId,
      event: 'ACCEPT',
      actor,
      set: { acceptedAt: now, acceptDeadlineAt: null },
      notifications: (r) =>
        investigatorNotification(r, 'REQUEST_ACCEPTED', { lawyerName: lawyerPerson.name }),
    });
    await endPendingDraw(tx, requestId, 'ACCEPTED', now);
    const order = await createStateFundedOrderDraft(tx, { request: row, lawyer, actor });
    return { request: row, order };
  });
}

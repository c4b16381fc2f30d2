import { endPendingDraw } from './draw';
import { investigatorReasonStep } from './reason-step';

/** cancelOrgRequestNew: the investigator cancels a request nobody accepted yet (SEND or WAIT), with a reason. */
export const cancelInvestigatorRequest = investigatorReasonStep({
  event: 'CANCEL',
  set: (text) => ({ cancelReason: text, acceptDeadlineAt: null }),
  tell: (request) => (request.status === 'SEND' ? request.pickedLawyerId : null),
  kind: 'REQUEST_CANCELLED',
  after: (tx, requestId, clock) => endPendingDraw(tx, requestId, 'ENDED', clock.now()),
});

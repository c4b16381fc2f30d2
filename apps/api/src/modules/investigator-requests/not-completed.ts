import { investigatorReasonStep } from './reason-step';

/** The investigator marks an accepted request not completed, with a reason. */
export const markRequestNotCompleted = investigatorReasonStep({
  event: 'NOT_COMPLETE',
  set: (text) => ({ notCompletedReason: text }),
  tell: (request) => request.pickedLawyerId,
  kind: 'REQUEST_NOT_COMPLETED',
});

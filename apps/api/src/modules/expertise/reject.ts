/**
 * Ending a request without a conclusion: the assigned expert proposes to reject it (the director and
 * deputy directors told), the director or a deputy director rejects it with a reason; a head of
 * department (or a director) finds it not applicable to the body. The lawyer is told, with the reason.
 * A request rejected after its invoice was paid gets its money back (refund.ts).
 */
import { inOneTransaction } from '../../kit/transaction';
import type { ExpertiseCaller } from './caller';
import { askRefundIfPaid } from './refund';
import { bodyStep, expertiseNotice, staffOf, toLawyer } from './shared';

export const proposeRejection = inOneTransaction(
  async (tx, caller: ExpertiseCaller, id: number, reason: string) => {
    const deciders = await staffOf(tx, caller.staff!.organizationId, ['DIRECTOR', 'DEPUTY_DIRECTOR']);
    return bodyStep(tx, caller, id, 'PROPOSE_REJECTION', {
      comment: reason,
      set: { reason },
      notifications: (row) => [
        ...toLawyer(row, 'PROPOSE_REJECTION', { reason }),
        ...expertiseNotice(deciders, 'PROPOSE_REJECTION', id, { id, reason }),
      ],
    });
  },
);

export const rejectExpertise = inOneTransaction(
  async (tx, caller: ExpertiseCaller, id: number, reason: string) => {
    const rejected = await bodyStep(tx, caller, id, 'REJECT', {
      comment: reason,
      set: { reason },
      notifications: (row) => toLawyer(row, 'REJECT', { reason }),
    });
    await askRefundIfPaid(tx, rejected.row);
    return rejected;
  },
);

export const markNotApplicable = inOneTransaction((tx, caller: ExpertiseCaller, id: number, reason: string) =>
  bodyStep(tx, caller, id, 'MARK_NOT_APPLICABLE', {
    comment: reason,
    set: { reason },
    notifications: (row) => toLawyer(row, 'MARK_NOT_APPLICABLE', { reason }),
  }),
);

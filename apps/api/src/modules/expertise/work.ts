/**
 * The assigned expert's work once the invoice is paid: start (PENDING -> IN_PRODUCTION), pause with a
 * reason and resume, send the conclusion (its findings) for agreement (the heads of department told; a
 * returned conclusion is sent again with its findings changed), complete a sent request. Each step writes its history line and tells the lawyer.
 */
import { formatDate } from '@portal/domain';
import { inOneTransaction } from '../../kit/transaction';
import type { ExpertiseCaller } from './caller';
import { bodyStep, expertiseNotice, staffOf, toLawyer } from './shared';

export const startExpertise = inOneTransaction((tx, caller: ExpertiseCaller, id: number) =>
  bodyStep(tx, caller, id, 'START', {
    notifications: (row) => toLawyer(row, 'START', { deadline: formatDate(row.deadline) }),
  }),
);

export const pauseExpertise = inOneTransaction((tx, caller: ExpertiseCaller, id: number, reason: string) =>
  bodyStep(tx, caller, id, 'PAUSE', {
    comment: reason,
    set: { reason },
    notifications: (row) => toLawyer(row, 'PAUSE', { reason }),
  }),
);

export const resumeExpertise = inOneTransaction((tx, caller: ExpertiseCaller, id: number) =>
  bodyStep(tx, caller, id, 'RESUME', { notifications: (row) => toLawyer(row, 'RESUME') }),
);

export const sendForAgreement = inOneTransaction(
  async (tx, caller: ExpertiseCaller, id: number, conclusion: string) => {
    const heads = await staffOf(tx, caller.staff!.organizationId, ['HEAD_OF_DEPARTMENT']);
    return bodyStep(tx, caller, id, 'SEND_FOR_AGREEMENT', {
      set: { conclusionText: conclusion },
      notifications: (row) => [
        ...toLawyer(row, 'ON_AGREEMENT'),
        ...expertiseNotice(heads, 'SEND_FOR_AGREEMENT', id, { id }),
      ],
    });
  },
);

export const completeExpertise = inOneTransaction((tx, caller: ExpertiseCaller, id: number) =>
  bodyStep(tx, caller, id, 'COMPLETE', { notifications: (row) => toLawyer(row, 'COMPLETE') }),
);

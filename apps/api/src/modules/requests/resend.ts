import { eq } from 'drizzle-orm';
import { lawyerRequests, lawyers } from '../../db/schema';
import { inOneTransactionAt } from '../../kit/transaction';
import { visibleById } from '../../kit/visible';
import { transition } from '../../workflow/transition';
import { stepBy, type LegalAidCaller } from '../legal-aid';
import { ownRequestPolicy } from './policy';
import { chamberOf, ENTITY, refuseSecondOpen } from './shared';

/** reSendReqCert: the lawyer sends a CANCELLED request again (with a corrected explanation). */
export const resendRequest = inOneTransactionAt(
  async (tx, now, caller: LegalAidCaller, id: number, reason: string | null) => {
    const row = await visibleById(tx, ownRequestPolicy, caller, lawyerRequests, id);
    await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, row.lawyerId)).for('update');
    await refuseSecondOpen(tx, row.lawyerId, row.kind, row.id);
    await transition(tx, ENTITY, {
      ...stepBy(caller, id, 'RESEND'),
      comment: reason,
      set: {
        ...(reason ? { reason } : {}),
        cancelReason: null,
        sentAt: now,
        seenAt: null,
        decidedAt: null,
      },
      notifications: (r) => chamberOf(tx, r.regionId, r.id),
    });
  },
);

/**
 * Who sees and refreshes a request's delivery: whoever sees the request (its lawyer; the chamber of its
 * region; the republic chamber and ADMIN), by the requests module's own scope. Anyone else: 404.
 * "Check with the post now" is allowed while a mailed parcel is due or on its way.
 */
import { isFinalMailDelivery } from '@portal/domain';
import { definePolicy } from '../../http/policy';
import { AppError } from '../../errors/app-error';
import type { LegalAidCaller } from '../legal-aid';
import { requestScope } from '../requests';
import type { lawyerRequests } from '../../db/schema';
import { readyToMail } from './service';

type RequestRow = typeof lawyerRequests.$inferSelect;

export const deliveryPolicy = definePolicy({
  findVisible: (caller: LegalAidCaller) => requestScope(caller),
  can: (_caller: LegalAidCaller, row: RequestRow) => ({
    refresh:
      row.delivery === 'MAIL' &&
      (row.trackingNumber ? !isFinalMailDelivery(row.deliveryStatus) : readyToMail(row)),
  }),
  refuse: (_caller, _action, row) =>
    new AppError('TRANSITION_NOT_ALLOWED', {
      messageKey:
        row.delivery === 'MAIL'
          ? 'lawyer-record:delivery.error.notOnItsWay'
          : 'lawyer-record:delivery.error.notByMail',
    }),
});

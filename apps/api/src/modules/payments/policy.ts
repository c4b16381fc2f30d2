/**
 * Who pays what: a lawyer pays only their own requests (the requests' policy's `ownRequests`); another
 * person's request answers 404, exactly like one that does not exist. A request is payable only while it
 * awaits its payment (PAYMENT); at any other step paying is refused with that reason.
 */
import { AppError } from '../../errors/app-error';
import { definePolicy } from '../../http/policy';
import type { LegalAidCaller } from '../legal-aid';
import { ownRequests, requestCan } from '../requests';

export const paymentPolicy = definePolicy({
  findVisible: ownRequests,
  can: (caller: LegalAidCaller, row: Parameters<typeof requestCan>[1]) => ({
    pay: requestCan(caller, row).pay,
  }),
  refuse: () => new AppError('TRANSITION_NOT_ALLOWED', { messageKey: 'requests:error.notAwaitingPayment' }),
});

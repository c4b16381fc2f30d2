/**
 * Mail delivery of a request's result (packages/contracts requests/mail-delivery.ts): its status as the post
 * reports it, and "check with the post now". Keys start with 'requests' (forgotten at sign-out); asking the
 * post refreshes the request too (its delivery fields) and the notifications' unread count.
 */
import { mailDeliveryCalls } from '@portal/contracts';
import { callHooks } from './call';

const call = callHooks('requests');

export const useRequestDelivery = (requestId: number) =>
  call.useQuery(mailDeliveryCalls.requestDelivery, { params: { id: requestId } }, { dontShowError: true });
export const useRefreshDelivery = () =>
  call.useMutation(mailDeliveryCalls.requestDeliveryRefresh, {
    invalidates: [['requests'], ['legal-aid', 'notificationUnreadCount']],
    input: (id: number) => ({ body: { id } }),
  });

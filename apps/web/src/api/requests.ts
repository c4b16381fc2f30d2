/**
 * Lawyers' requests to the chamber: the hooks with logic of their own (the rest is the derived client,
 * api.requests and api.payments in api/api.ts). Keys start with 'requests'; a change refreshes the area and
 * the notifications' unread count.
 */
import { paymentCalls, requestCalls, type RequestFields } from '@portal/contracts';
import { api } from './api';
import { callHooks } from './call';
import { callApi } from './call-fetch';

const call = callHooks('requests');
const refresh = { invalidates: [['requests'], ['legal-aid', 'notificationUnreadCount']] };

/** The children of a request-type node; the five kinds without `parentId`. */
export const useRequestTypes = (parentId?: number) =>
  api.requests.requestTypeByParentId.useQuery(
    { query: parentId ? { parentId } : {} },
    { staleTime: 3_600_000 },
  );

/** changeRequest (any kind) or requestCertificate (certificate replacements): a new request or a draft. */
export const useSaveRequest = (certificate: boolean) =>
  call.useMutation(certificate ? requestCalls.requestCertificate : requestCalls.changeRequest, {
    ...refresh,
    input: (body: RequestFields) => ({ body }),
  });

/** Sends the browser to the payment provider's checkout page of request `id` (it comes back to the request). */
export async function goToCheckout(id: number): Promise<void> {
  const { checkoutUrl } = await callApi(paymentCalls.requestPayment, { body: { id } });
  window.location.assign(checkoutUrl);
}

/**
 * Lawyers' requests to the chamber (packages/contracts requests/*.ts): the lawyer's own requests and their
 * forms, the chambers' inbox and decisions, the certificates ending soon, payment (the checkout link) and
 * the receipt. Keys start with 'requests' (forgotten at sign-out); a change refreshes the area and the
 * notifications' unread count.
 */
import { type CallQuery, paymentCalls, requestCalls, type RequestFields } from '@portal/contracts';
import { callApi, callHooks, downloadCall } from './call';

const call = callHooks('requests');
const refresh = { invalidates: [['requests'], ['legal-aid', 'notificationUnreadCount']] };

export type RequestListInput = CallQuery<typeof requestCalls.forChangeRequest>;

export const useOwnRequests = (query: RequestListInput) =>
  call.useQuery(requestCalls.forChangeRequest, { query }, { keep: true });
export const useRequestInbox = (query: RequestListInput) =>
  call.useQuery(requestCalls.requestInbox, { query }, { keep: true });
export const useLawyerRequest = (id: number) =>
  call.useQuery(requestCalls.getByReqCertId, { params: { id } }, { dontShowError: true, retry: false });
export const useExpiringCertificates = (query: CallQuery<typeof requestCalls.expiringCertificates>) =>
  call.useQuery(requestCalls.expiringCertificates, { query }, { keep: true });
/** The children of a request-type node; the five kinds without `parentId`. */
export const useRequestTypes = (parentId?: number) =>
  call.useQuery(
    requestCalls.requestTypeByParentId,
    { query: parentId ? { parentId } : {} },
    { staleTime: 3_600_000 },
  );
export const useRequestTemplates = () =>
  call.useQuery(requestCalls.requestTemplateList, { query: { limit: 100 } }, { staleTime: 3_600_000 });
/** An open certificate replacement of the lawyer with this pinfl (checkForCertificateRequest). */
export const useOpenCertificateRequest = (pnfl: string | undefined) =>
  call.useQuery(
    requestCalls.checkForCertificateRequest,
    { query: { pnfl: pnfl ?? '' } },
    { enabled: !!pnfl, dontShowError: true },
  );

/** changeRequest (any kind) or requestCertificate (certificate replacements): a new request or a draft. */
export const useSaveRequest = (certificate: boolean) =>
  call.useMutation(certificate ? requestCalls.requestCertificate : requestCalls.changeRequest, {
    ...refresh,
    input: (body: RequestFields) => ({ body }),
  });
export const useResendRequest = () =>
  call.useMutation(requestCalls.reSendReqCert, {
    ...refresh,
    input: (body: { id: number; reason: string | null }) => ({ body }),
  });
export const useOpenRequest = () =>
  call.useMutation(requestCalls.requestSeen, { ...refresh, input: (id: number) => ({ body: { id } }) });
export const useAcceptLawyerRequest = () =>
  call.useMutation(requestCalls.acceptRequest, {
    ...refresh,
    input: (b: { id: number }) => ({ body: { id: b.id, comment: null } }),
  });
export const useCancelLawyerRequest = () =>
  call.useMutation(requestCalls.cancelRequest, {
    ...refresh,
    input: (body: { id: number; reason: string }) => ({ body }),
  });

/** Sends the browser to the payment provider's checkout page of request `id` (it comes back to the request). */
export async function goToCheckout(id: number): Promise<void> {
  const { checkoutUrl } = await callApi(paymentCalls.requestPayment, { body: { id } });
  window.location.assign(checkoutUrl);
}

export const downloadReceipt = (id: number) =>
  downloadCall(paymentCalls.getReceipt, { params: { id } }, `receipt-${id}.pdf`);

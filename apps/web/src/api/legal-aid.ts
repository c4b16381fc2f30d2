/**
 * Calls of state-funded legal aid (packages/contracts/src/legal-aid): investigator requests, the draw,
 * orders, checklists of completed work and notifications, as TanStack queries and mutations over the
 * calls defined in packages/contracts; every key starts with 'legal-aid' (forgotten at sign-out) and carries the
 * language, since the answers name things in it. A change refreshes every legal-aid query, because one
 * step moves several items at once (accepting a request makes an order draft and a notification).
 */
import type {
  AddCasePersonBody,
  ChecklistCreateBody,
  ChecklistUpdateBody,
  CreateDraftBody,
  UpdateDraftBody,
} from '@portal/contracts';
import {
  checklistCalls,
  criminalCaseCalls,
  notificationCalls,
  orderCalls,
  orgRequestCalls,
} from '@portal/contracts';
import { callHooks, downloadCall, type ListFilters, listQuery } from './call';

const ROOT = 'legal-aid';
const call = callHooks(ROOT);

const bodyOf = <B>(body: B) => ({ body });

// ---- reference lists of the forms (public calls: api/reference.ts) -------------------------------

export {
  useRegions as useRegionList,
  useLanguageList,
  useLegalAidTypeList,
  useLicenseTypeList,
  useOrderBaseList,
} from './reference';

// ---- investigator requests (packages/contracts legal-aid/investigator-requests.ts `orgRequestCalls`) ---

/** The investigator's own requests. */
export const useOwnRequests = (
  query: ListFilters<typeof orgRequestCalls.ownOrgRequestList>,
  enabled = true,
) => call.useQuery(orgRequestCalls.ownOrgRequestList, { query: listQuery(query) }, { keep: true, enabled });
/** The requests the caller sees: drawn to or accepted by the lawyer, the region's, all (legal-aid-list-by-user-type). */
export const useLawyerRequests = (
  query: ListFilters<typeof orgRequestCalls.legalAidListByUserType>,
  enabled = true,
) =>
  call.useQuery(orgRequestCalls.legalAidListByUserType, { query: listQuery(query) }, { keep: true, enabled });
export const useRequest = (id: number) =>
  call.useQuery(orgRequestCalls.orgRequestDtoById, { params: { id } });
export const useCriminalCase = (caseNumber: string | null) =>
  call.useQuery(
    criminalCaseCalls.infoFromMvd,
    { query: { caseNumber: caseNumber ?? '' } },
    { enabled: caseNumber !== null },
  );
export const useCasesOfPerson = (pinfl: string | null) =>
  call.useQuery(
    criminalCaseCalls.searchCriminal,
    { query: { pinfl: pinfl ?? '' } },
    { enabled: pinfl !== null },
  );
export const useLawyersForSend = (query: { regionId?: number; languageId?: number; date?: string }) =>
  call.useQuery(
    orgRequestCalls.listLawyerForSend,
    { query: { regionId: query.regionId ?? 0, languageId: query.languageId ?? 0, date: query.date ?? '' } },
    { enabled: Boolean(query.regionId && query.languageId && query.date) },
  );

export const useCreateRequest = () =>
  call.useMutation(orgRequestCalls.orgRequestCreateSend, { input: bodyOf<FormData> });
export const useAcceptRequest = () =>
  call.useMutation(orgRequestCalls.acceptOrgRequestNew, { input: (id: number) => ({ body: { id } }) });
export const useCancelRequest = () =>
  call.useMutation(orgRequestCalls.cancelOrgRequestNew, { input: bodyOf<{ id: number; reason: string }> });
export const useNotCompleteRequest = () =>
  call.useMutation(orgRequestCalls.notCompletedOrgRequest, { input: bodyOf<{ id: number; reason: string }> });
export const useCloseRequest = () =>
  call.useMutation(orgRequestCalls.closeOrganizationRequest, {
    input: (b: { id: number; form: FormData }) => ({ params: { id: b.id }, body: b.form }),
  });

/** The request document (REQUEST) or the closing document (CLOSE), saved by the browser. */
export const downloadRequestFile = (id: number, kind: 'REQUEST' | 'CLOSE', fileName: string) =>
  downloadCall(orgRequestCalls.getOrgRequestFile, { query: { id, kind } }, fileName);

// ---- orders (packages/contracts legal-aid/orders.ts `orderCalls`) -----------------------------------

export const useOwnOrders = (query: ListFilters<typeof orderCalls.ownOrder>, enabled = true) =>
  call.useQuery(orderCalls.ownOrder, { query: listQuery(query) }, { keep: true, enabled });
export const useStructureOrders = (query: ListFilters<typeof orderCalls.employeeOrder>, enabled = true) =>
  call.useQuery(orderCalls.employeeOrder, { query: listQuery(query) }, { keep: true, enabled });
export const useOrderCount = () => call.useQuery(orderCalls.orderCount, {});
export const useEmployeeCounts = (query: ListFilters<typeof orderCalls.countEmployee>) =>
  call.useQuery(orderCalls.countEmployee, { query: listQuery(query) }, { keep: true });
export const useOrder = (id: number) => call.useQuery(orderCalls.dtoByOrderId, { params: { id } });
export const useOrderFormValues = (id: number | null) =>
  call.useQuery(orderCalls.getByOrderId, { params: { id: id ?? 0 } }, { enabled: id !== null });
export const useOrderCreateCheck = () => call.useQuery(orderCalls.orderCreateCheck, {});
export const useOwnLegalAidTypes = () => call.useQuery(orderCalls.listOwnLegalAidType, {});
export const useOwnCases = () => call.useQuery(orderCalls.ownCriminalCaseNumberList, {});
export const useOrderForChecklist = (orderId: number | null) =>
  call.useQuery(
    orderCalls.dtoByOrderIdForCheck,
    { params: { id: orderId ?? 0 } },
    { enabled: orderId !== null },
  );

export const useCreateDraft = () =>
  call.useMutation(orderCalls.createDraft, { input: bodyOf<CreateDraftBody> });
export const useUpdateDraft = () =>
  call.useMutation(orderCalls.updateDraft, { input: bodyOf<UpdateDraftBody> });
export const useDeleteOrder = () =>
  call.useMutation(orderCalls.deleteOrder, { input: (id: number) => ({ body: { id } }) });
export const useSignOrder = () =>
  call.useMutation(orderCalls.signatureDraft, { input: bodyOf<{ id: number; pkcs7: string }> });
export const useRegisterPaperOrder = () =>
  call.useMutation(orderCalls.orderCreate, { input: bodyOf<FormData> });
export const useCancelOrder = () =>
  call.useMutation(orderCalls.cancelOrder, { input: bodyOf<{ id: number; reason: string }> });
export const useAddCasePerson = () =>
  call.useMutation(orderCalls.addCasePerson, {
    input: (body: Record<string, unknown>) => ({ body: body as AddCasePersonBody }),
  });

/** The order as a PDF, saved by the browser. */
export const downloadOrderPdf = (order: { id: number; number: string | null }) =>
  downloadCall(
    orderCalls.orderPdf,
    { params: { id: order.id } },
    `order-${order.number ?? order.id}.pdf`.replace('/', '-'),
  );
/** A paper order's scan (an electronic order's PDF), saved by the browser under `fileName`. */
export const downloadOrderFile = (id: number, fileName: string) =>
  downloadCall(orderCalls.fileDownload, { query: { id } }, fileName);

// ---- checklists of completed work (packages/contracts legal-aid/checklists.ts `checklistCalls`) -----

export const useChecklists = (query: ListFilters<typeof checklistCalls.checklistList>) =>
  call.useQuery(checklistCalls.checklistList, { query: listQuery(query) }, { keep: true });
export const useChecklist = (id: number) =>
  call.useQuery(checklistCalls.checklistGetById, { params: { id } });
export const useChecklistOfRequest = (requestId: number) =>
  call.useQuery(checklistCalls.checklistGetByOrgRequestId, { params: { id: requestId } });
export const useChecklistInfo = () => call.useQuery(checklistCalls.checklistInfo, {});
export const useInstances = () => call.useQuery(checklistCalls.checklistLegalAidAddressList, {});

const byId = (id: number) => ({ body: { id } });
export const useCreateChecklist = () =>
  call.useMutation(checklistCalls.checklistCreate, { input: bodyOf<ChecklistCreateBody> });
export const useUpdateChecklist = () =>
  call.useMutation(checklistCalls.checklistUpdate, { input: bodyOf<ChecklistUpdateBody> });
export const useSignChecklist = () =>
  call.useMutation(checklistCalls.checklistSigning, { input: bodyOf<{ id: number; pkcs7: string }> });
export const useSendChecklist = () =>
  call.useMutation(checklistCalls.checklistSendForAgreed, { input: byId });
export const useAgreeChecklist = () => call.useMutation(checklistCalls.checklistAgreed, { input: byId });
export const useReturnChecklist = () =>
  call.useMutation(checklistCalls.checklistReturn, { input: bodyOf<{ id: number; reason: string }> });

// ---- notifications -------------------------------------------------------------------------------

export const useNotifications = (query: ListFilters<typeof notificationCalls.notificationList>) =>
  call.useQuery(notificationCalls.notificationList, { query: listQuery(query) }, { keep: true });
/** The navbar's count, refreshed every minute and whenever a legal-aid change happens in this tab. */
export const useUnreadCount = (enabled: boolean) =>
  call.useQuery(notificationCalls.notificationUnreadCount, {}, { enabled, refetchInterval: 60_000 });

export function useOpenNotification() {
  return call.useMutation(notificationCalls.notificationById, {
    input: (id: number) => ({ params: { id } }),
  });
}
export function useMarkRead() {
  return call.useMutation(notificationCalls.notificationMarkRead, {
    input: (ids: number[]) => ({ body: { ids } }),
  });
}

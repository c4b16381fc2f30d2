/**
 * Calls of state-funded legal aid (packages/contracts/src/legal-aid): investigator requests, the draw,
 * orders, checklists of completed work and notifications, as TanStack queries and mutations. URLs come
 * from LEGAL_AID_CALLS; every key starts with 'legal-aid' (forgotten at sign-out) and carries the
 * language, since the answers name things in it. A change refreshes every legal-aid query, because one
 * step moves several items at once (accepting a request makes an order draft and a notification).
 */
import type {
  AcceptOrgRequestResponse,
  ChecklistByRequest,
  ChecklistCreateBody,
  ChecklistDto,
  ChecklistInfo,
  ChecklistListItem,
  ChecklistUpdateBody,
  CountEmployeeItem,
  CreateDraftBody,
  CriminalCaseDto,
  LawyerForSendItem,
  LegalAidCallName,
  NotificationItem,
  NotificationListResponse,
  OrderCountResponse,
  OrderCreateCheckResponse,
  OrderDto,
  OrderFormValues,
  OrderForChecklist,
  OrderListResponse,
  OrgRequestDto,
  OrgRequestItem,
  OrgRequestListResponse,
  ReferenceItem,
  UpdateDraftBody,
} from '@portal/contracts';
import { legalAidPath } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { apiFetch, type QueryValue } from './client';

export interface Page<T> {
  list: T[];
  total: number;
}

export type Params = Record<string, QueryValue>;

const ROOT = 'legal-aid';

function useCall<T>(
  name: LegalAidCallName,
  options: { id?: number; query?: Params; enabled?: boolean; keep?: boolean; refetchInterval?: number } = {},
) {
  const language = useLanguage();
  const enabled = options.enabled ?? true;
  return useQuery({
    queryKey: [ROOT, name, language, options.id ?? null, options.query ?? {}],
    queryFn: ({ signal }) => apiFetch<T>(legalAidPath(name, options.id), { query: options.query, signal }),
    enabled,
    placeholderData: options.keep ? keepPreviousData : undefined,
    refetchInterval: options.refetchInterval,
  });
}

/** Refreshes every legal-aid query after a change. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [ROOT] });
}

function post<T>(name: LegalAidCallName, body: unknown, id?: number): Promise<T> {
  return apiFetch<T>(legalAidPath(name, id), { method: 'POST', body });
}

function useChange<I, T>(action: (input: I) => Promise<T>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: action, onSuccess: () => void refresh() });
}

/** A file of the API (PDF, scan) saved by the browser under `fileName`. */
export async function downloadFile(path: string, query: Params, fileName: string): Promise<void> {
  const blob = await apiFetch<Blob>(path, { query, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// ---- reference lists of the forms (public calls) -------------------------------------------------

function useReference(path: string, limit: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [ROOT, 'reference', path, language],
    queryFn: ({ signal }) => apiFetch<Page<ReferenceItem>>(path, { query: { limit }, signal }),
    staleTime: 10 * 60_000,
  });
}

export const useRegionList = () => useReference('region/list-uzb-region', 50);
export const useLanguageList = () => useReference('getInfo/directoryLanguageList', 100);
export const useLegalAidTypeList = () => useReference('getInfo/legalAidList', 1000);
export const useLicenseTypeList = () => useReference('getInfo/listAllLicenseType', 50);
export const useOrderBaseList = () => useReference('getInfo/orderBaseList', 100);

// ---- investigator requests -----------------------------------------------------------------------

/** The investigator's own requests. */
export const useOwnRequests = (query: Params, enabled = true) =>
  useCall<OrgRequestListResponse>('ownOrgRequestList', { query, keep: true, enabled });
/** The requests drawn to or accepted by the lawyer (legal-aid-list-by-user-type). */
export const useLawyerRequests = (query: Params, enabled = true) =>
  useCall<OrgRequestListResponse>('legalAidListByUserType', { query, keep: true, enabled });
export const useRequest = (id: number) => useCall<OrgRequestDto>('orgRequestDtoById', { id });
export const useCriminalCase = (caseNumber: string | null) =>
  useCall<CriminalCaseDto>('infoFromMvd', { query: { caseNumber }, enabled: caseNumber !== null });
export const useCasesOfPerson = (pinfl: string | null) =>
  useCall<Page<CriminalCaseDto>>('searchCriminal', { query: { pinfl }, enabled: pinfl !== null });
export const useLawyersForSend = (query: { regionId?: number; languageId?: number; date?: string }) =>
  useCall<Page<LawyerForSendItem>>('listLawyerForSend', {
    query,
    enabled: Boolean(query.regionId && query.languageId && query.date),
  });

export function useCreateRequest() {
  return useChange((form: FormData) => post<OrgRequestItem>('orgRequestCreateSend', form));
}
export function useAcceptRequest() {
  return useChange((id: number) => post<AcceptOrgRequestResponse>('acceptOrgRequestNew', { id }));
}
export function useCancelRequest() {
  return useChange((b: { id: number; reason: string }) => post<OrgRequestItem>('cancelOrgRequestNew', b));
}
export function useNotCompleteRequest() {
  return useChange((b: { id: number; reason: string }) => post<OrgRequestItem>('notCompletedOrgRequest', b));
}
export function useCloseRequest() {
  return useChange((b: { id: number; form: FormData }) =>
    post<OrgRequestItem>('closeOrganizationRequest', b.form, b.id),
  );
}

// ---- orders --------------------------------------------------------------------------------------

export const useOwnOrders = (query: Params, enabled = true) =>
  useCall<OrderListResponse>('ownOrder', { query, keep: true, enabled });
export const useStructureOrders = (query: Params, enabled = true) =>
  useCall<OrderListResponse>('employeeOrder', { query, keep: true, enabled });
export const useOrderCount = () => useCall<OrderCountResponse>('orderCount');
export const useEmployeeCounts = (query: Params) =>
  useCall<Page<CountEmployeeItem>>('countEmployee', { query, keep: true });
export const useOrder = (id: number) => useCall<OrderDto>('dtoByOrderId', { id });
export const useOrderFormValues = (id: number | null) =>
  useCall<OrderFormValues>('getByOrderId', { id: id ?? undefined, enabled: id !== null });
export const useOrderCreateCheck = () => useCall<OrderCreateCheckResponse>('orderCreateCheck');
export const useOwnLegalAidTypes = () => useCall<Page<ReferenceItem>>('listOwnLegalAidType');
export const useOwnCases = () =>
  useCall<Page<{ caseNumber: string; requestId: number | null; orderCount: number }>>(
    'ownCriminalCaseNumberList',
  );
export const useOrderForChecklist = (orderId: number | null) =>
  useCall<OrderForChecklist>('dtoByOrderIdForCheck', { id: orderId ?? undefined, enabled: orderId !== null });

export function useCreateDraft() {
  return useChange((b: CreateDraftBody) => post<OrderDto>('createDraft', b));
}
export function useUpdateDraft() {
  return useChange((b: UpdateDraftBody) => post<OrderDto>('updateDraft', b));
}
export function useDeleteOrder() {
  return useChange((id: number) => post<OrderDto>('deleteOrder', { id }));
}
export function useSignOrder() {
  return useChange((b: { id: number; pkcs7: string }) => post<OrderDto>('signatureDraft', b));
}
export function useRegisterPaperOrder() {
  return useChange((form: FormData) => post<OrderDto>('orderCreate', form));
}
export function useCancelOrder() {
  return useChange((b: { id: number; reason: string }) => post<OrderDto>('cancelOrder', b));
}
export function useAddCasePerson() {
  return useChange((b: Record<string, unknown>) => post<OrderDto>('addCasePerson', b));
}

// ---- checklists of completed work ----------------------------------------------------------------

export const useChecklists = (query: Params) =>
  useCall<Page<ChecklistListItem>>('checklistList', { query, keep: true });
export const useChecklist = (id: number) => useCall<ChecklistDto>('checklistGetById', { id });
export const useChecklistOfRequest = (requestId: number) =>
  useCall<ChecklistByRequest>('checklistGetByOrgRequestId', { id: requestId });
export const useChecklistInfo = () => useCall<ChecklistInfo>('checklistInfo');
export const useInstances = () =>
  useCall<Page<{ id: number; code: string; name: string; amountTiyin: number }>>(
    'checklistLegalAidAddressList',
  );

export function useCreateChecklist() {
  return useChange((b: ChecklistCreateBody) => post<ChecklistDto>('checklistCreate', b));
}
export function useUpdateChecklist() {
  return useChange((b: ChecklistUpdateBody) => post<ChecklistDto>('checklistUpdate', b));
}
export function useSignChecklist() {
  return useChange((b: { id: number; pkcs7: string }) => post<ChecklistDto>('checklistSigning', b));
}
export function useSendChecklist() {
  return useChange((id: number) => post<ChecklistDto>('checklistSendForAgreed', { id }));
}
export function useAgreeChecklist() {
  return useChange((id: number) => post<ChecklistDto>('checklistAgreed', { id }));
}
export function useReturnChecklist() {
  return useChange((b: { id: number; reason: string }) => post<ChecklistDto>('checklistReturn', b));
}

// ---- notifications -------------------------------------------------------------------------------

export const useNotifications = (query: Params) =>
  useCall<NotificationListResponse>('notificationList', { query, keep: true });
/** The navbar's count, refreshed every minute and whenever a legal-aid change happens in this tab. */
export const useUnreadCount = (enabled: boolean) =>
  useCall<{ unread: number }>('notificationUnreadCount', { enabled, refetchInterval: 60_000 });

export function useOpenNotification() {
  return useChange((id: number) => apiFetch<NotificationItem>(legalAidPath('notificationById', id)));
}
export function useMarkRead() {
  return useChange((ids: number[]) =>
    post<{ updated: number; unread: number }>('notificationMarkRead', { ids }),
  );
}

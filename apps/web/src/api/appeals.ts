/**
 * The appeal calls (packages/contracts/src/appeals): pro bono appeals of persons with disabilities and
 * state-funded legal aid of citizens, one line per call over callHooks('appeals'). The desktop cabinet and
 * the mobile area read the same hooks. A change refreshes every appeal query (and the notifications'
 * unread count: accepting or completing one notifies its author).
 */
import {
  type AppealListQuery,
  appealCalls,
  type CallBody,
  type CallQuery,
  clientCalls,
} from '@portal/contracts';
import { callHooks, downloadCall } from './call';

const call = callHooks('appeals');
const refresh = { invalidates: [['appeals'], ['legal-aid', 'notificationUnreadCount']] };

/** The modes of `create/{mode}`: pro bono help (disability confirmed) or state-funded legal aid. */
export const APPEAL_MODES = { 'pro-bono': 'PRO_BONO', 'state-funded': 'STATE_FUNDED' } as const;
export type AppealMode = keyof typeof APPEAL_MODES;

export type AppealListInput = CallQuery<typeof appealCalls.own>;

export const useOwnAppeals = (query: AppealListInput) =>
  call.useQuery(appealCalls.own, { query }, { keep: true });
export const useAppealInbox = (query: AppealListInput) =>
  call.useQuery(appealCalls.inbox, { query }, { keep: true });
export const useAcceptedAppeals = (query: AppealListInput) =>
  call.useQuery(appealCalls.ownAccepted, { query }, { keep: true });
export const useAppeal = (id: number) =>
  call.useQuery(appealCalls.getById, { query: { id } }, { dontShowError: true, retry: false });
export const useApplicationFields = () =>
  call.useQuery(appealCalls.fieldsOfApplicationList, {}, { staleTime: 3_600_000 });
export const useClientsInfo = () => call.useQuery(clientCalls.clientsInfo, {});
/** The citizen's own state-funded appeals (my-applications). */
export const useOwnApplications = (query: Omit<AppealListQuery, 'kind'> | Record<string, never>) =>
  call.useQuery(clientCalls.listRequest, { query: { isClient: 'true' }, body: query }, { keep: true });

export const useCreateAppeal = (mode: AppealMode) =>
  call.useMutation(mode === 'pro-bono' ? appealCalls.createAppeal : clientCalls.createRequest, {
    ...refresh,
    input: (body: FormData) => ({ body }) as { body: CallBody<typeof appealCalls.createAppeal> },
  });
export const useAcceptAppeal = () =>
  call.useMutation(appealCalls.accept, { ...refresh, input: (b: { id: number }) => ({ body: b }) });
export const useCompleteAppeal = () =>
  call.useMutation(appealCalls.complete, {
    ...refresh,
    input: (v: {
      id: number;
      demand: 'SATISFIED' | 'PARTIALLY_SATISFIED' | 'NOT_SATISFIED';
      result: string;
    }) => ({
      query: { legalAidDisabledId: v.id, demand: v.demand },
      body: { result: v.result },
    }),
  });
export const useCancelAppeal = () =>
  call.useMutation(appealCalls.cancel, {
    ...refresh,
    input: (v: { id: number; reason: string }) => ({ body: v }),
  });

export const downloadAppealFile = (appeal: { id: number; file: { name: string } | null }) =>
  downloadCall(appealCalls.file, { query: { id: appeal.id } }, appeal.file?.name ?? `appeal-${appeal.id}`);

/**
 * The appeals' hooks with logic of their own (the rest is the derived client, api.appeals and api.clients
 * in api/api.ts): creating in one of two modes, completing with the demand's outcome, the citizen's own
 * state-funded appeals. A change refreshes every appeal query and the notifications' unread count
 * (accepting or completing one notifies its author).
 */
import { type AppealListQuery, appealCalls, type CallBody, clientCalls } from '@portal/contracts';
import { callHooks } from './call';

const call = callHooks('appeals');
const refresh = { invalidates: [['appeals'], ['legal-aid', 'notificationUnreadCount']] };

/** The modes of `create/{mode}`: pro bono help (disability confirmed) or state-funded legal aid. */
export const APPEAL_MODES = { 'pro-bono': 'PRO_BONO', 'state-funded': 'STATE_FUNDED' } as const;
export type AppealMode = keyof typeof APPEAL_MODES;

/** The citizen's own state-funded appeals (my-applications). */
export const useOwnApplications = (query: Omit<AppealListQuery, 'kind'> | Record<string, never>) =>
  call.useQuery(clientCalls.listRequest, { query: { isClient: 'true' }, body: query }, { keep: true });

export const useCreateAppeal = (mode: AppealMode) =>
  call.useMutation(mode === 'pro-bono' ? appealCalls.createAppeal : clientCalls.createRequest, {
    ...refresh,
    input: (body: FormData) => ({ body }) as { body: CallBody<typeof appealCalls.createAppeal> },
  });
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

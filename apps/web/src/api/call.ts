/**
 * The SPA side of the call kit: a call defined once in packages/contracts (`defineCall`)
 * is fetched by `callApi` (api/call-fetch.ts: URL from the definition, through apiFetch and its error
 * rules) and read by `useCallQuery` / changed by `useCallMutation` (TanStack Query). Query keys are
 * `[area, call name, language, input]`: a change refreshes its area, the language refetches names when it
 * changes. Screens use the client derived from these (api/api.ts `api`); `callHooks` is for the few hooks
 * with logic of their own.
 */
import type { AnyCall, CallInput, WireCall } from '@portal/contracts';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import type { QueryValue } from './client';
import { callApi, documentAnswerOf, type Wire } from './call-fetch';
import { staleLightQueries } from './light-query';

export interface CallQueryOptions {
  enabled?: boolean;
  /** Keep showing the previous answer while the next loads (lists paging and filtering). */
  keep?: boolean;
  refetchInterval?: number;
  staleTime?: number;
  gcTime?: number;
  /** Retries of a failed query (the client's default when absent). */
  retry?: boolean | number;
  /** The screen shows a failure itself (a card's "not found"): no toast. */
  dontShowError?: boolean;
  /** Refetch when the tab is focused again (off by default, api/query-client.ts). */
  refetchOnWindowFocus?: boolean;
}

/** The query key of a call: area, name, language, input. */
export function callKey(
  area: string,
  call: Pick<WireCall, 'name'>,
  language: string,
  input: unknown,
): QueryKey {
  return [area, call.name, language, input ?? {}];
}

export interface CallMutationOptions<C extends AnyCall, V> {
  /** Query keys (prefixes) to refresh after success; the call's area by default. */
  invalidates?: QueryKey[];
  /** How the mutation's argument becomes the call's input (when pages pass something simpler). */
  input?: (value: V) => CallInput<C>;
}

/** `useQuery` and `useMutation` over the calls of one area (the first element of every key). */
export function callHooks(area: string) {
  function useCallQuery<C extends AnyCall>(
    call: Wire<C>,
    input: CallInput<C>,
    options: CallQueryOptions = {},
  ) {
    const language = useLanguage();
    return useQuery({
      queryKey: callKey(area, call, language, input),
      queryFn: ({ signal }) => callApi(call, input, { signal, dontShowError: options.dontShowError }),
      // A page served with its first answers (api/client.ts) starts from them: hydration shows the rows
      // its markup shows, and nothing is asked again until they are stale.
      initialData: () => documentAnswerOf(call, input, language),
      enabled: options.enabled ?? true,
      placeholderData: options.keep ? keepPreviousData : undefined,
      refetchInterval: options.refetchInterval,
      ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
      ...(options.refetchOnWindowFocus !== undefined
        ? { refetchOnWindowFocus: options.refetchOnWindowFocus }
        : {}),
      ...(options.gcTime !== undefined ? { gcTime: options.gcTime } : {}),
      ...(options.retry !== undefined ? { retry: options.retry } : {}),
    });
  }

  function useCallMutation<C extends AnyCall, V = CallInput<C>>(
    call: Wire<C>,
    options: CallMutationOptions<C, V> = {},
  ) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (value: V) =>
        callApi(call, options.input ? options.input(value) : (value as unknown as CallInput<C>)),
      onSuccess: () => {
        staleLightQueries();
        return Promise.all(
          (options.invalidates ?? [[area]]).map((queryKey) => client.invalidateQueries({ queryKey })),
        );
      },
    });
  }

  return { useQuery: useCallQuery, useMutation: useCallMutation };
}

/** Filters as a page reads them from the URL (strings and numbers), checked by the API. */
export type UrlFilters = Record<string, QueryValue>;

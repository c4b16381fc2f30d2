/**
 * The SPA side of the call kit: a call defined once in packages/contracts (`defineCall`)
 * is fetched by `callApi` (URL from the definition, through apiFetch and its error rules) and read by
 * `useCallQuery` / changed by `useCallMutation` (TanStack Query). Query keys are
 * `[area, call name, language, input]`: a change refreshes its area, the language refetches names when it
 * changes. Screens use the client derived from these (api/api.ts `api`); `callHooks` is for the few hooks
 * with logic of their own.
 */
import { type AnyCall, type CallAnswer, type CallInput, callPath, type WireCall } from '@portal/contracts';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { apiFetch, type QueryValue, takeDocumentAnswer } from './client';

export interface CallOptions {
  signal?: AbortSignal;
  /** The caller shows failures itself: no toast (see apiFetch). */
  dontShowError?: boolean;
}

/**
 * A call as the client runs it: its definition (a screen importing a group of calls), or its wire form
 * (`api`, derived from the `virtual:wire-calls/*` table) standing for the definition `C` it was made from.
 */
export type Wire<C extends AnyCall> = C | WireOf<C>;
/** The wire form of a call, typed as the definition `C` (the phantom `__call` is never set). */
export type WireOf<C extends AnyCall> = WireCall & { readonly __call?: C };

/** Makes one call: its URL from the definition, its answer typed by the response schema. */
export async function callApi<C extends AnyCall>(
  call: Wire<C>,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallAnswer<C>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const answer = await apiFetch<CallAnswer<C>>(
    callPath(call, params as Record<string, unknown> | undefined),
    {
      method: call.method,
      query: query as Record<string, QueryValue> | undefined,
      body,
      responseType: call.binary ? 'blob' : 'json',
      ...options,
    },
  );
  return call.empty ? (null as CallAnswer<C>) : answer;
}

/** The answer of a GET call the page's document came with (api/client.ts `takeDocumentAnswer`). */
function documentAnswerOf<C extends AnyCall>(call: Wire<C>, input: CallInput<C>, language: string) {
  if (call.method !== 'GET' || call.binary) return undefined;
  const { params, query } = input as { params?: object; query?: object };
  return takeDocumentAnswer(
    callPath(call, params as Record<string, unknown> | undefined),
    query as Record<string, QueryValue> | undefined,
    language,
  ) as CallAnswer<C> | undefined;
}

/** A file call's answer saved by the browser under `fileName`. */
export async function downloadCall<C extends AnyCall>(call: Wire<C>, input: CallInput<C>, fileName: string) {
  saveBlob((await callApi(call, input)) as Blob, fileName);
}

/** Hands a file to the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
      onSuccess: () =>
        Promise.all(
          (options.invalidates ?? [[area]]).map((queryKey) => client.invalidateQueries({ queryKey })),
        ),
    });
  }

  return { useQuery: useCallQuery, useMutation: useCallMutation };
}

/** Filters as a page reads them from the URL (strings and numbers), checked by the API. */
export type UrlFilters = Record<string, QueryValue>;

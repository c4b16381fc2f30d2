/**
 * Making a call of the call kit (a call defined once in packages/contracts, `defineCall`): its URL from the
 * definition, through apiFetch and its error rules. No TanStack Query: the shell and the home page, which
 * the first load draws, call through this (api/light-query.ts); api/call.ts builds the query hooks on it.
 */
import { type AnyCall, type CallAnswer, type CallInput, callPath, type WireCall } from '@portal/contracts';
import { ApiError, apiFetch, type QueryValue, takeDocumentAnswer } from './client';

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
export function documentAnswerOf<C extends AnyCall>(call: Wire<C>, input: CallInput<C>, language: string) {
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

/** How long an answer is fresh: a screen mounting again within it shows it without asking again. */
export const FRESH_MS = 60_000;

/**
 * Whether a failed read is asked again: once, when the server was not reached or a gateway failed (errors
 * are toasted by apiFetch already; a client error would fail again).
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 502);
}

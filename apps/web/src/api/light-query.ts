/**
 * Reads for the parts of the page the first load draws (the shell, the home page) without TanStack
 * Query, which comes with the parts drawn with Mantine (theme/mantine-scope.tsx). An answer is kept per
 * key (the call, the language, the input): every reader of a key shares one request and one answer, a
 * reader mounting again shows the kept answer and asks again once it is older than FRESH_MS, an answer
 * the page's document came with (api/client.ts takeDocumentAnswer) is the first. The answers are public;
 * when the token changes (sign-in, sign-out) or a change goes through (api/call.ts useCallMutation), every
 * one is asked again at its next reader's mount, the one shown meanwhile staying on screen.
 */
import type { AnyCall, CALL_GROUPS, CallAnswer, CallInput } from '@portal/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import firstPageGroups from 'virtual:wire-calls/first-page';
import { useLanguage } from '../i18n/use-language';
import { subscribeStored } from '../storage/browser-storage';
import { callApi, documentAnswerOf, FRESH_MS, retryRead, type WireOf } from './call-fetch';

interface Kept {
  data?: unknown;
  error?: unknown;
  /** When the answer (or the failure) came. */
  at: number;
}

export interface LightQuery<T> {
  data: T | undefined;
  /** No answer yet (none kept and the first request not answered). */
  isPending: boolean;
  /** The last request failed (a kept answer stays in `data`). */
  error: unknown;
}

export interface LightQueryOptions<T> {
  /** How long an answer is fresh (FRESH_MS when absent; Infinity: asked once per page load). */
  staleTime?: number;
  /** Ask again after a failure as the query client does (retryRead); off with false. */
  retry?: boolean;
  /** The answer the page's document came with, if any. */
  initial?: () => T | undefined;
}

const kept = new Map<string, Kept>();
/**
 * The keys being asked now. Kept apart from the answers: a request starting changes nothing a reader
 * shows, so its readers are not told (and do not render again) until its answer comes.
 */
const asking = new Set<string>();
const readers = new Set<() => void>();

function keep(key: string, value: Kept): void {
  kept.set(key, value);
  for (const reader of readers) reader();
}

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  return () => readers.delete(reader);
}

/** Forgets every kept answer (the prerender, before each page). */
export function forgetLightQueries(): void {
  kept.clear();
  asking.clear();
}

/** Makes every kept answer stale: asked again when next read by a component mounting. */
export function staleLightQueries(): void {
  for (const [key, value] of kept) kept.set(key, { ...value, at: 0 });
}

if (typeof window !== 'undefined') {
  subscribeStored((key) => {
    if (key === 'accessToken') staleLightQueries();
  });
}

async function ask<T>(key: string, load: () => Promise<T>, retry: boolean): Promise<void> {
  asking.add(key);
  try {
    for (let failures = 0; ; failures += 1) {
      try {
        const data = await load();
        keep(key, { data, at: Date.now() });
        return;
      } catch (error) {
        if (retry && retryRead(failures, error)) continue;
        keep(key, { data: kept.get(key)?.data, error, at: Date.now() });
        return;
      }
    }
  } finally {
    asking.delete(key);
  }
}

/**
 * Keeps the answer a key starts from (the document's, taken once), as just come: while rendering, without
 * telling the readers, like TanStack Query's initial data.
 */
function keepFirst(key: string, initial: (() => unknown) | undefined): void {
  if (kept.has(key)) return;
  const data = initial?.();
  if (data !== undefined) kept.set(key, { data, at: Date.now() });
}

/** The answer kept under `key`, loaded by `load` when there is none or it is stale. */
export function useLightQuery<T>(
  key: string,
  load: () => Promise<T>,
  { staleTime = FRESH_MS, retry = true, initial }: LightQueryOptions<T> = {},
): LightQuery<T> {
  keepFirst(key, initial);
  const now = useSyncExternalStore(
    subscribe,
    () => kept.get(key),
    () => kept.get(key),
  );
  useEffect(() => {
    if (asking.has(key)) return;
    const current = kept.get(key);
    if (current && current.error === undefined && Date.now() - current.at < staleTime) return;
    void ask(key, load, retry);
    // `load` is the same request for the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, staleTime, retry]);
  return {
    data: now?.data as T | undefined,
    isPending: now?.data === undefined && now?.error === undefined,
    error: now?.error,
  };
}

type Groups = typeof CALL_GROUPS;
type CallOf<
  G extends keyof Groups,
  K extends keyof Groups[G]['calls'],
> = Groups[G]['calls'][K] extends AnyCall ? Groups[G]['calls'][K] : never;

/** A call of a group the first load carries (scripts/wire-calls.ts FIRST_PAGE_GROUPS), typed. */
export function firstPageCall<G extends keyof Groups & string, K extends keyof Groups[G]['calls'] & string>(
  group: G,
  name: K,
): WireOf<CallOf<G, K>> {
  const call = firstPageGroups[group]?.calls[name];
  if (!call) throw new Error(`${group}.${name} is not among the first load's calls`);
  return call as WireOf<CallOf<G, K>>;
}

/** The key of a call's answer in a language for an input. */
const callAnswerKey = (call: { name: string }, language: string, input: unknown) =>
  JSON.stringify([call.name, language, input]);

/** Keeps `data` as a call's answer, as if it had just come (an answer known beforehand: a test's). */
export function keepCallAnswer<C extends AnyCall>(
  call: WireOf<C>,
  input: CallInput<C>,
  language: string,
  data: CallAnswer<C>,
): void {
  keep(callAnswerKey(call, language, input), { data, at: Date.now() });
}

/** A read of a call in the current language: `useCallAnswer(firstPageCall('content', 'listNews'), { query })`. */
export function useCallAnswer<C extends AnyCall>(
  call: WireOf<C>,
  input: CallInput<C>,
  options: Omit<LightQueryOptions<CallAnswer<C>>, 'initial'> = {},
): LightQuery<CallAnswer<C>> {
  const language = useLanguage();
  return useLightQuery(callAnswerKey(call, language, input), () => callApi(call, input), {
    ...options,
    initial: () => documentAnswerOf(call, input, language),
  });
}

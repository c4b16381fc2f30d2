/**
 * The SPA's client, derived from the contracts: every call of every group of `CALL_GROUPS`
 * (packages/contracts calls.ts) as typed TanStack Query hooks, keyed and refreshed by its group's area.
 * The types come from the call definitions; what runs is their wire form (`virtual:wire-calls/*`, no
 * schemas), so the client adds neither zod nor every section's contracts to a page. The entry carries the
 * wire form of the groups the shell and the home page call; the rest arrives with any other page (the
 * router asks `loadAllCalls` beside the page's code) or, should a part of the page use a group first, while
 * it waits in its Suspense boundary.
 *
 *   const order = api.orders.dtoByOrderId.useQuery({ params: { id } });
 *   const list = api.orders.ownOrder.useQuery({ query }, { enabled });      // a paged list keeps its page
 *   const cancel = api.orders.cancelOrder.useMutation();                    // body-only call: mutate(body)
 *   cancel.mutate({ id, reason });
 *   const open = api.notifications.notificationById.useMutation();          // other calls: mutate(input)
 *   open.mutate({ params: { id } });
 *   await api.orders.orderPdf.download({ params: { id } }, 'order.pdf');
 *
 * Query keys are `[area, call name, language, input]` (the language refetches names when it changes); a
 * mutation refreshes its area and the group's `alsoRefreshes` when it succeeds, or the keys given in
 * `invalidates`. Only hooks with logic
 * of their own (combining calls, an optimistic step) are written by hand, in the area's file beside it.
 */
import type {
  AnyCall,
  CallAnswer,
  CallBody,
  CALL_GROUPS,
  CallInput,
  MultipartSpec,
  WireGroup,
} from '@portal/contracts';
import type { QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { use } from 'react';
import firstPageGroups from 'virtual:wire-calls/first-page';
import { callHooks, callKey, type CallQueryOptions, type UrlFilters } from './call';
import { callApi, type CallOptions, downloadCall, type WireOf } from './call-fetch';
import { lazyWithRetry } from '../router/lazy-with-retry';

/**
 * What a mutation of the call is given: its body when the call has nothing else (most steps: `{ id,
 * reason }`, a form's values, a FormData), otherwise its whole input (`{ params, body }`).
 */
export type MutationInput<C extends AnyCall> = C['params'] extends undefined
  ? C['query'] extends undefined
    ? C['body'] extends undefined
      ? C['multipart'] extends MultipartSpec
        ? CallBody<C>
        : void
      : CallBody<C>
    : CallInput<C>
  : CallInput<C>;

type QueryArgs<C extends AnyCall> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: CallQueryOptions]
    : [input: CallInput<C>, options?: CallQueryOptions];

export interface DerivedMutationOptions<C extends AnyCall, V> {
  /** Query keys (prefixes) to refresh after success; the call's area by default, none with []. */
  invalidates?: QueryKey[];
  /** How the screen's value becomes the call's input, where the screen holds something simpler. */
  input?: (value: V) => MutationInput<C>;
}

/** One call of the client. */
export interface DerivedCall<C extends AnyCall> {
  readonly area: string;
  useQuery(...args: QueryArgs<C>): UseQueryResult<CallAnswer<C>, Error>;
  /**
   * A list read with the filters a page holds in its URL (strings and numbers, page and limit): the API
   * checks them against the call's query and names a refused field.
   */
  useList(filters: UrlFilters, options?: CallQueryOptions): UseQueryResult<CallAnswer<C>, Error>;
  useMutation<V = MutationInput<C>>(
    options?: DerivedMutationOptions<C, V>,
  ): UseMutationResult<CallAnswer<C>, Error, V>;
  /** The call outside a hook (a step that combines calls, a loader). */
  fetch(input: CallInput<C>, options?: CallOptions): Promise<CallAnswer<C>>;
  /** A file call's answer saved by the browser under `fileName`. */
  download(input: CallInput<C>, fileName: string): Promise<void>;
  /** The query key of the call's answer for this language and input. */
  key(language: string, input?: CallInput<C>): QueryKey;
}

type DerivedGroup<G extends Record<string, AnyCall>> = { readonly [K in keyof G]: DerivedCall<G[K]> };
type Groups = typeof CALL_GROUPS;
export type Api = { readonly [K in keyof Groups]: DerivedGroup<Groups[K]['calls']> };

function derive<C extends AnyCall>(
  area: string,
  call: WireOf<C>,
  alsoRefreshes: readonly (readonly string[])[],
): DerivedCall<C> {
  const hooks = callHooks(area);
  const refreshes: QueryKey[] = [[area], ...alsoRefreshes];
  const keep = call.paged;
  const asInput = (value: unknown): CallInput<C> =>
    (call.bodyOnly ? { body: value } : (value ?? {})) as CallInput<C>;
  return {
    area,
    useQuery: (...[input, options]: QueryArgs<C>) =>
      hooks.useQuery(call, (input ?? {}) as CallInput<C>, { keep, ...options }) as UseQueryResult<
        CallAnswer<C>,
        Error
      >,
    useList: (filters, options) =>
      hooks.useQuery(call, { query: filters } as CallInput<C>, { keep, ...options }) as UseQueryResult<
        CallAnswer<C>,
        Error
      >,
    useMutation: <V>(options: DerivedMutationOptions<C, V> = {}) =>
      hooks.useMutation(call, {
        invalidates: options.invalidates ?? refreshes,
        input: (value: V) => asInput(options.input ? options.input(value) : value),
      }),
    fetch: (input, options) => callApi(call, input, options),
    download: (input, fileName) => downloadCall(call, input, fileName),
    key: (language, input) => callKey(area, call, language, input),
  };
}

/** A client over a call table loaded in two parts (see `api`). */
export interface Client {
  api: Api;
  /**
   * Loads the second part of the table (once; asked again after a failure). Settles at once when loaded;
   * rejects as its loader does (`LazyLoadError`, which the route error page offers to reload for).
   */
  loadAllCalls(): Promise<void>;
}

/**
 * A client whose calls are derived when first used: those of `first` at once, any other once `loadLater`
 * has answered. A hook of a group not loaded yet suspends its component until then; `fetch` and
 * `download` wait for it.
 */
export function deriveClient(
  first: Readonly<Record<string, WireGroup>>,
  loadLater: () => Promise<{ default: Readonly<Record<string, WireGroup>> }>,
): Client {
  const groups: Record<string, WireGroup> = { ...first };
  let later: Promise<void> | undefined;
  const loadAllCalls = (): Promise<void> => {
    later ??= loadLater().then(
      (table) => {
        Object.assign(groups, table.default);
      },
      (error: unknown) => {
        later = undefined;
        throw error;
      },
    );
    return later;
  };

  function lazyCall(group: string, key: string): DerivedCall<AnyCall> {
    let derived: DerivedCall<AnyCall> | undefined;
    const now = () => {
      if (derived) return derived;
      const wire = groups[group];
      if (!wire) throw new Error(`api.${group}.${key}: its group is not loaded`);
      const call = wire.calls[key];
      if (!call) throw new Error(`api.${group}.${key}: no such call`);
      return (derived = derive(wire.area, call, wire.alsoRefreshes));
    };
    const useDerived = () => {
      if (!(group in groups)) use(loadAllCalls());
      return now();
    };
    const whenLoaded = async () => {
      if (!(group in groups)) await loadAllCalls();
      return now();
    };
    return {
      get area() {
        return now().area;
      },
      useQuery: (...args) => useDerived().useQuery(...args),
      useList: (filters, options) => useDerived().useList(filters, options),
      useMutation: (options) => useDerived().useMutation(options),
      fetch: async (input, options) => (await whenLoaded()).fetch(input, options),
      download: async (input, fileName) => (await whenLoaded()).download(input, fileName),
      key: (language, input) => now().key(language, input),
    };
  }

  const api = new Proxy({} as Record<string, Record<string, DerivedCall<AnyCall>>>, {
    get(derivedGroups, group) {
      if (typeof group !== 'string') return undefined;
      derivedGroups[group] ??= new Proxy({} as Record<string, DerivedCall<AnyCall>>, {
        get(calls, key) {
          if (typeof key !== 'string') return undefined;
          return (calls[key] ??= lazyCall(group, key));
        },
      });
      return derivedGroups[group];
    },
  }) as unknown as Api;
  return { api, loadAllCalls };
}

const client = deriveClient(
  firstPageGroups,
  lazyWithRetry(() => import('virtual:wire-calls/later')),
);

/** Every call of the API, by group and name: `api.orders.dtoByOrderId.useQuery({ params: { id } })`. */
export const api: Api = client.api;

/**
 * Loads the calls of every group: the router asks it beside the code of any page but the home page, so
 * the page renders with them at once.
 */
export const loadAllCalls: () => Promise<void> = client.loadAllCalls;

/**
 * What the browser needs of a call when it runs: its name, method, path and the few facts the client's
 * hooks read (a file answer, an empty answer, a paged list, a body-only input). No schema: the SPA's
 * client is typed from the calls (types only) and runs on this table, built from CALL_GROUPS at build
 * time (apps/web wire-calls plugin), so a page carries neither zod nor the definitions of every call.
 */
import type { AnyCall, CallMethod } from './define-call';

export interface WireCall {
  readonly name: string;
  readonly method: CallMethod;
  readonly path: string;
  readonly binary: boolean;
  readonly empty: boolean;
  /** Its query has `page`: the list keeps its answer on screen while the next page or filter loads. */
  readonly paged: boolean;
  /** Its input is its body alone (no params, no query): a mutation is given the body. */
  readonly bodyOnly: boolean;
}

/** A group of calls as the browser runs it: its area (the query keys it refreshes) and its calls. */
export interface WireGroup {
  readonly area: string;
  readonly alsoRefreshes: readonly (readonly string[])[];
  readonly calls: Readonly<Record<string, WireCall>>;
}

/** A call as the browser runs it. */
export function wireCall(call: AnyCall): WireCall {
  const query = call.query as { shape?: Record<string, unknown> } | undefined;
  return {
    name: call.name,
    method: call.method,
    path: call.path,
    binary: call.binary,
    empty: call.empty,
    paged: Boolean(query?.shape?.page),
    bodyOnly:
      call.params === undefined && call.query === undefined && (call.body !== undefined || !!call.multipart),
  };
}

/** Every group as the browser runs it (plain data: JSON). */
export function wireGroups(
  groups: Readonly<
    Record<
      string,
      {
        area: string;
        alsoRefreshes: readonly (readonly string[])[];
        calls: Readonly<Record<string, AnyCall>>;
      }
    >
  >,
): Record<string, WireGroup> {
  return Object.fromEntries(
    Object.entries(groups).map(([name, group]) => [
      name,
      {
        area: group.area,
        alsoRefreshes: group.alsoRefreshes,
        calls: Object.fromEntries(Object.entries(group.calls).map(([key, call]) => [key, wireCall(call)])),
      },
    ]),
  );
}

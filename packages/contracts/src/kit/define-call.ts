/**
 * One definition per API call: its name, method, path under /api/v.1/, the zod schemas of
 * its path parameters, query, body and answer, the permission it needs and its OpenAPI tags. From this
 * one object come the Fastify route and its OpenAPI entry (apps/api/src/http/define-route.ts) and the
 * SPA's typed call and TanStack Query hooks (apps/web/src/api/call.ts). Definitions live beside their
 * schemas in the area's contract file (e.g. legal-aid/orders.ts exports `orderCalls`), as a group:
 * `defineCalls` names each call by its key and gives the group's OpenAPI tags to all of them.
 *
 *   export const orderCalls = defineCalls(['legal aid: orders'], {
 *     dtoByOrderId: get('getInfo/dtoByOrderId/:id', { params: idParams, response: orderDto, permission: 'signedIn' }),
 *   });
 */
import type { Permission } from '@portal/domain';
import { z } from 'zod';
import { CALL_PREFIX, callPath, isAbsoluteCall, pathParams, queryString } from './call-path';

/** Who may make the call: anyone, any signed-in user, or a role holding one permission of packages/domain. */
export type CallPermission = 'public' | 'signedIn' | Permission;
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The answer of a call that answers nothing: 204 with no body (sign-out). Its handler returns null; the
 * kit sends the 204, and the client's call resolves to null.
 */
export const noContent = z.null().describe('No content: the answer is 204 without a body');

type Schema = z.ZodType;

/**
 * A multipart/form-data call: its text fields (checked by `fields`) and its file parts, all named
 * `fileField`: one by default, up to `maxFiles` (the handler reads `files` in the order sent).
 */
export interface MultipartSpec<F extends Schema = Schema> {
  fields: F;
  /** The name of the file part(s). */
  fileField: string;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** How many file parts the call takes (1 when left out). */
  maxFiles?: number;
}

/** What defineCall is given (its type parameters are inferred from it). */
export interface CallSpec<Name extends string, P, Q, B, R, M> {
  /** The call's name, unique over the API: the query key of the SPA and the route's id. */
  name: Name;
  method: CallMethod;
  /**
   * Under /api/v.1/, with `:name` path parameters (named in `params`), no leading slash; or, for the few
   * calls outside the versioned API (`/api/health`), the whole path from `/api/`.
   */
  path: string;
  params?: P;
  query?: Q;
  /** The JSON body (not for multipart calls: their fields are `multipart.fields`). */
  body?: B;
  /** The 200 answer (JSON), or `noContent` (204); left out only by binary calls. */
  response?: R;
  permission: CallPermission;
  tags: readonly string[];
  summary?: string;
  /** A multipart/form-data call (a JSON body with the same fields is accepted too). */
  multipart?: M;
  /** The answer is a file (PDF, scan), not JSON. */
  binary?: boolean;
}

/** A call as defineCall returns it (frozen): the schemas it has, `undefined` for those it has not. */
export interface Call<
  Name extends string = string,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
  M extends MultipartSpec | undefined = MultipartSpec | undefined,
> {
  readonly kind: 'call';
  readonly name: Name;
  readonly method: CallMethod;
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  readonly permission: CallPermission;
  readonly tags: readonly string[];
  readonly summary: string | undefined;
  readonly multipart: M;
  readonly binary: boolean;
  /** The answer is `noContent` (204): the client reads no body. */
  readonly empty: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = Call<string, any, any, any, any, any>;

/** Defines one API call; checks its path against its params schema once, at definition. */
export function defineCall<
  const Name extends string,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
  M extends MultipartSpec | undefined = undefined,
>(spec: CallSpec<Name, P, Q, B, R, M>): Call<Name, P, Q, B, R, M> {
  if (spec.path.startsWith('/') && !spec.path.startsWith('/api/'))
    throw new Error(`${spec.name}: the path is under /api/v.1/ (no leading slash) or starts with /api/`);
  const named = pathParams(spec.path);
  const shape = (spec.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  for (const p of named)
    if (!(p in shape)) throw new Error(`${spec.name}: path parameter :${p} has no schema in params`);
  if (spec.response === undefined && !spec.binary)
    throw new Error(`${spec.name}: a call answers a response schema or is binary`);
  if (spec.body !== undefined && spec.multipart !== undefined)
    throw new Error(`${spec.name}: a multipart call names its fields in multipart, not body`);
  return Object.freeze({
    kind: 'call' as const,
    name: spec.name,
    method: spec.method,
    path: spec.path,
    params: spec.params as P,
    query: spec.query as Q,
    body: spec.body as B,
    response: spec.response as R,
    permission: spec.permission,
    tags: Object.freeze([...spec.tags]),
    summary: spec.summary,
    multipart: spec.multipart as M,
    binary: spec.binary ?? false,
    empty: spec.response === (noContent as unknown),
  });
}

/**
 * One call of a group before `defineCalls` completes it: method and path (from `get`/`post`/`del`) and the
 * rest of its spec; the name comes from its key in the group and the tags (and, in a group that gives one,
 * the permission) from the group (either may be given here instead, when a call's differs).
 */
export interface CallDraft<N extends string | undefined, P, Q, B, R, M> extends Omit<
  CallSpec<string, P, Q, B, R, M>,
  'name' | 'tags' | 'permission'
> {
  name?: N;
  tags?: readonly string[];
  permission?: CallPermission;
}

/**
 * What defineCalls asks of each draft: only what no type parameter of get/post hangs on (a wider
 * constraint would be inferred into the drafts' names and schemas instead of what they are given).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDraft = CallDraft<string | undefined, any, any, any, any, any>;

interface DraftBase {
  method: CallMethod;
  path: string;
}

/**
 * Builds `get`/`post`/`del`. The draft's `permission` type is the one it names, or undefined when it names
 * none, so that a group without a permission of its own refuses such a draft at compile time (NoInfer:
 * the type is not taken from what the group asks of its drafts).
 */
const draft =
  (method: CallMethod) =>
  <
    const N extends string | undefined = undefined,
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    R extends Schema | undefined = undefined,
    M extends MultipartSpec | undefined = undefined,
    const A extends CallPermission | undefined = undefined,
  >(
    path: string,
    spec: Omit<CallDraft<N, P, Q, B, R, M>, 'method' | 'path' | 'permission'> & { permission?: A },
  ): CallDraft<N, P, Q, B, R, M> & { permission: NoInfer<A> } =>
    ({ ...spec, method, path }) as never;

/** A GET call of a group: `get('getInfo/x/:id', { params, response, permission })`. */
export const get = draft('GET');
/** A POST call of a group: `post('getInfo/xCreate', { body, response, permission })`. */
export const post = draft('POST');
/** A DELETE call of a group. */
export const del = draft('DELETE');
/** A PUT call of a group. */
export const put = draft('PUT');
/** A PATCH call of a group. */
export const patch = draft('PATCH');

/** The call `defineCalls` makes of the draft at key K. */
type CallOfDraft<K extends string, D> =
  D extends CallDraft<
    infer N,
    infer P extends Schema | undefined,
    infer Q extends Schema | undefined,
    infer B extends Schema | undefined,
    infer R extends Schema | undefined,
    infer M extends MultipartSpec | undefined
  >
    ? Call<N extends string ? N : K, P, Q, B, R, M>
    : never;

type CallsOf<D> = { [K in keyof D & string]: CallOfDraft<K, D[K]> };

/**
 * The calls of an area (one OpenAPI tag group), each written as `key: get(path, {...})` or `post(...)`:
 * every draft is passed to defineCall with the key as its name and `tags` as its tags. A group whose
 * calls all need the same permission gives it once, after its tags (a call that needs another names its
 * own); otherwise each call names its permission.
 *
 *   export const orderCalls = defineCalls(['legal aid: orders'], {
 *     dtoByOrderId: get('getInfo/dtoByOrderId/:id', { params: idParams, response: orderDto, permission: 'signedIn' }),
 *   });
 *   export const dutyCalls = defineCalls(['public: duty schedule'], 'public', {
 *     dutyTableView: get('getInfo/dutyTableView/:id', { params: idParams, response: dutyTableViewResponse }),
 *   });
 */
export function defineCalls<const D extends Record<string, DraftBase & { permission: CallPermission }>>(
  tags: readonly string[],
  drafts: D,
): CallsOf<D>;
export function defineCalls<const D extends Record<string, DraftBase>>(
  tags: readonly string[],
  permission: CallPermission,
  drafts: D,
): CallsOf<D>;
export function defineCalls(
  tags: readonly string[],
  ...rest: [Record<string, DraftBase>] | [CallPermission, Record<string, DraftBase>]
) {
  const [permission, drafts] = rest.length === 1 ? [undefined, rest[0]] : rest;
  const calls = Object.entries(drafts as Record<string, AnyDraft>).map(([key, d]) => {
    const callPermission = d.permission ?? permission;
    if (callPermission === undefined)
      throw new Error(`${key}: a call names its permission or its group does`);
    return [key, defineCall({ ...d, name: d.name ?? key, tags: d.tags ?? tags, permission: callPermission })];
  });
  return Object.fromEntries(calls);
}

type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** Which side reads the type: the client sends z.input, the server receives z.output. */
export type CallSide = 'client' | 'server';

export type CallParams<C extends AnyCall, Side extends CallSide = 'client'> = Side extends 'client'
  ? In<C['params']>
  : Out<C['params']>;
export type CallQuery<C extends AnyCall, Side extends CallSide = 'client'> = Side extends 'client'
  ? In<C['query']>
  : Out<C['query']>;
/** The body: JSON by its schema; a multipart call's fields (the client sends them as FormData). */
export type CallBody<C extends AnyCall, Side extends CallSide = 'client'> =
  C['multipart'] extends MultipartSpec<infer F>
    ? Side extends 'client'
      ? FormData | z.input<F>
      : z.output<F>
    : Side extends 'client'
      ? In<C['body']>
      : Out<C['body']>;
/** What a call answers: the response schema's output; a binary call's file. */
export type CallAnswer<C extends AnyCall> = C['response'] extends Schema ? z.output<C['response']> : Blob;

/** The input a client gives a call: only the parts the call has. */
export type CallInput<C extends AnyCall> = (C['params'] extends Schema
  ? { params: CallParams<C> }
  : { params?: undefined }) &
  (C['query'] extends Schema
    ? undefined extends CallQuery<C>
      ? { query?: CallQuery<C> }
      : object extends CallQuery<C>
        ? { query?: CallQuery<C> }
        : { query: CallQuery<C> }
    : { query?: undefined }) &
  (C['body'] extends Schema
    ? { body: CallBody<C> }
    : C['multipart'] extends MultipartSpec
      ? { body: CallBody<C> }
      : { body?: undefined });

/** The call's URL: `/api/v.1/<path with params>?<query>`. */
export function callUrl<C extends AnyCall>(call: C, params?: CallParams<C>, query?: CallQuery<C>): string {
  const search = queryString(query as Record<string, unknown> | undefined);
  const path = callPath(call, params as Record<string, unknown> | undefined);
  return `${isAbsoluteCall(call) ? '' : CALL_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** The calls of an area, as a list (the API registers each once; a test checks it). */
export function callList(...groups: Record<string, AnyCall>[]): AnyCall[] {
  return groups.flatMap((group) => Object.values(group));
}

/**
 * The API side of the call kit: a call defined once in packages/contracts (`defineCall`)
 * becomes its Fastify route here: method, URL, the permission plugins/permissions.ts checks, the schemas
 * Fastify validates (params, querystring, body) and answers with (response 200), tags and summary for the
 * OpenAPI document. A multipart call's form is read and its fields checked here too. The handler gets
 * typed, validated input and only calls the service or read model: no validation, no access checks.
 *
 *   const handle = actorKit((request) => legalAidCaller(db, requireAuth(request)));
 *   routes(app, handle.implement(orderCalls, {
 *     dtoByOrderId: ({ actor, params, lang }) => orderRead.visible(actor, lang, params.id),
 *     …one entry per call of the group…
 *   }));
 */
import {
  type AnyCall,
  type CallBody,
  type CallParams,
  type CallQuery,
  isAbsoluteCall,
  type Language,
  noContent,
} from '@portal/contracts';
import type { Database } from '../db/client';
import type { ModuleDeps, RoutesPlugin } from './types';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { requireAuth } from '../plugins/auth';
import { parseFields, readForm, type UploadedFile } from './multipart';

/** What a call's handler receives: the validated input, the caller, the language, request and reply. */
export interface CallInput<C extends AnyCall, A> {
  params: CallParams<C, 'server'>;
  query: CallQuery<C, 'server'>;
  body: CallBody<C, 'server'>;
  /** A multipart call's file part (null when none was sent). */
  file: C['multipart'] extends object ? UploadedFile | null : null;
  /** Every file part of a multipart call, in the order sent (`multipart.maxFiles`; empty otherwise). */
  files: UploadedFile[];
  /** The caller as the module's kit resolves them (see actorKit). */
  actor: A;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler answers: the response schema's input (serialized through it), or the reply (files). */
export type CallReply<C extends AnyCall> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : FastifyReply;

export type CallHandler<C extends AnyCall, A> = (
  input: CallInput<C, A>,
) => Promise<CallReply<C>> | CallReply<C>;

/** Route options a definition does not carry: a rate limit's config, more hooks. */
export interface RouteExtras {
  config?: Record<string, unknown>;
  onRequest?: onRequestHookHandler;
  bodyLimit?: number;
  /**
   * Runs before an invalid request's 400 (the request as sent, unvalidated): a sign-in attempt that
   * fails validation is still written to the query log.
   */
  onValidationError?: (request: FastifyRequest) => Promise<void>;
}

/** A call with its handler, ready to register. */
export interface CallRoute<C extends AnyCall = AnyCall> {
  call: C;
  register(app: FastifyInstance): void;
}

declare const implemented: unique symbol;

/**
 * A route made by a group's `implement`: `routes` registers only these, so a call is always registered
 * as part of its whole group (a lone `handle(call, …)` in a module's list is a type error).
 */
export type GroupRoute = CallRoute & { readonly [implemented]: true };

/** A handler with the route options its call needs beyond the definition (`withExtras`). */
export interface HandlerWithExtras<C extends AnyCall, A> {
  handler: CallHandler<C, A>;
  extras: RouteExtras;
}

/**
 * What a group's `implement` takes for one call: its handler (the kit's caller as actor), the handler
 * with route extras, or the call's route built by another kit (a call of the group whose caller differs).
 */
export type GroupEntry<C extends AnyCall, A> = CallHandler<C, A> | HandlerWithExtras<C, A> | CallRoute<C>;

/** A group of calls as `defineCalls` makes it (or a part of one, `callsExcept`). */
export type CallGroup = Record<string, AnyCall>;

/** One entry per call of the group: a call left out, or one the group does not have, fails the typecheck. */
export type GroupHandlers<G extends CallGroup, A> = { [K in keyof G]: GroupEntry<G[K], A> };

type ActorOf<A> = (request: FastifyRequest) => A | Promise<A>;

/** The Fastify schema of a call: validation and the OpenAPI entry. */
export function routeSchema(call: AnyCall): FastifySchema {
  return {
    tags: [...call.tags],
    ...(call.summary ? { summary: call.summary } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(call.response ? { response: { [call.response === noContent ? 204 : 200]: call.response } } : {}),
  } as FastifySchema;
}

/** The route of one call (registered under the module's prefix, /api/v.1). */
export function registerCall<C extends AnyCall, A>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, A>,
  actorOf: ActorOf<A>,
  extras: RouteExtras = {},
): void {
  app.route({
    method: call.method,
    // A call outside /api/v.1 (`/api/health`) is registered by a module without the API prefix.
    url: isAbsoluteCall(call) ? call.path : `/${call.path}`,
    config: { ...extras.config, permission: call.permission, call: call.name },
    schema: routeSchema(call),
    ...(extras.onRequest ? { onRequest: extras.onRequest } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.onValidationError ? { attachValidation: true } : {}),
    handler: async (request, reply) => {
      if (request.validationError) {
        await extras.onValidationError?.(request);
        throw request.validationError;
      }
      let body: unknown = request.body;
      let file: UploadedFile | null = null;
      let files: UploadedFile[] = [];
      if (call.multipart) {
        const form = await readForm(request, {
          fileField: call.multipart.fileField,
          maxBytes: call.multipart.maxBytes,
          maxFiles: call.multipart.maxFiles,
        });
        body = parseFields(call.multipart.fields, form.fields);
        file = form.file;
        files = form.files;
      }
      const input = {
        params: request.params,
        query: request.query,
        body,
        file,
        files,
        actor: await actorOf(request),
        lang: request.lang,
        request,
        reply,
      } as CallInput<C, A>;
      const answer = await handler(input);
      return call.response === noContent ? reply.status(204).send() : answer;
    },
  });
}

/** A module's `handle`: one call's route with the module's caller; `implement` does a whole group. */
export interface ActorKit<A> {
  <C extends AnyCall>(call: C, handler: CallHandler<C, A>, extras?: RouteExtras): CallRoute<C>;
  /**
   * The routes of every call of `group`, each from its entry in `handlers` (keyed like the group): a call
   * of the group without a handler is a type error, so a defined call cannot go unregistered.
   */
  implement<G extends CallGroup>(group: G, handlers: GroupHandlers<G, A>): GroupRoute[];
}

/**
 * A module's `handle(call, handler)` and `handle.implement(group, handlers)`, with the module's caller:
 * `actorOf` turns the request into what the module's policy judges (e.g. legal aid's LegalAidCaller).
 * Calls it before the handler, once.
 */
export function actorKit<A>(actorOf: ActorOf<A>): ActorKit<A> {
  const handle = <C extends AnyCall>(
    call: C,
    handler: CallHandler<C, A>,
    extras?: RouteExtras,
  ): CallRoute<C> => ({ call, register: (app) => registerCall(app, call, handler, actorOf, extras) });
  const implement = <G extends CallGroup>(group: G, handlers: GroupHandlers<G, A>): GroupRoute[] =>
    Object.entries(group).map(([key, call]): GroupRoute => {
      const entry = (handlers as Record<string, GroupEntry<AnyCall, A>>)[key];
      if (entry === undefined) throw new Error(`${call.name}: the group's handlers have none for it`);
      if (typeof entry === 'function') return handle(call, entry) as GroupRoute;
      if ('register' in entry) {
        if (entry.call !== call) throw new Error(`${key}: the route given is of ${entry.call.name}`);
        return entry as GroupRoute;
      }
      return handle(call, entry.handler, entry.extras) as GroupRoute;
    });
  return Object.assign(handle, { implement });
}

/** A group entry whose route needs options the definition does not carry (a rate limit, a hook). */
export function withExtras<C extends AnyCall, A>(
  extras: RouteExtras,
  handler: CallHandler<C, A>,
): HandlerWithExtras<C, A> {
  return { handler, extras };
}

/**
 * The calls of a group but `keys`: the part one module implements when another module implements the
 * calls named (their module exports the list).
 */
export function callsExcept<G extends CallGroup, const K extends keyof G>(
  group: G,
  keys: readonly K[],
): Omit<G, K> {
  const out: CallGroup = { ...group };
  for (const key of keys) delete out[key as string];
  return out as Omit<G, K>;
}

/** The calls of a group named `keys` (the part a module implements; see `callsExcept`). */
export function callsOf<G extends CallGroup, const K extends keyof G>(
  group: G,
  keys: readonly K[],
): Pick<G, K> {
  return Object.fromEntries(keys.map((key) => [key, group[key]])) as Pick<G, K>;
}

/** `handle` for calls whose actor is the session itself (null when anonymous). */
export const handle = actorKit((request) => request.auth);

/** The actor of `handle`: the session, or null for a guest. */
type SessionOrGuest = typeof handle extends ActorKit<infer A> ? A : never;

/** `handle` for calls of a signed-in user: the actor is their session (401 when there is none). */
export const signedInHandle = actorKit(requireAuth);

/** Registers a module's calls: the routes of its groups' `implement`. */
export function routes(app: FastifyInstance, list: readonly GroupRoute[]): void {
  for (const route of list) route.register(app);
}

/**
 * A module's routes when it implements one group: `build` takes the module's dependencies and answers the
 * group's handlers (keyed like the group), implemented with the kit `kitOf` gives.
 *
 *   export const forumRoutes = groupRoutes(() => signedInHandle, forumCalls, ({ db }) => ({ … }));
 */
export function groupRoutes<G extends CallGroup, A>(
  kitOf: (deps: ModuleDeps) => ActorKit<A>,
  group: G,
  build: (deps: ModuleDeps) => GroupHandlers<G, A>,
): RoutesPlugin {
  return async (app, deps) => routes(app, kitOf(deps).implement(group, build(deps)));
}

/**
 * The routes of a group of public reads: `build` gets the module's views (`make` builds them over the
 * primary and over the read replica; `views(actor)` picks, a guest reads the replica when it keeps up)
 * and answers the group's handlers, whose actor is the session or null.
 *
 *   export const dutyRoutes = publicReadRoutes(dutyCalls, dutyViews, (views) => ({ … }));
 */
export function publicReadRoutes<G extends CallGroup, V>(
  group: G,
  make: (db: Database) => V,
  build: (views: (actor: unknown) => V) => GroupHandlers<G, SessionOrGuest>,
): RoutesPlugin {
  return groupRoutes(
    () => handle,
    group,
    ({ publicReads }) => build(publicReads.views(make)),
  );
}

/**
 * The call kit end to end: one definition gives the Fastify route (validated input, checked permission,
 * answer through the response schema), its OpenAPI entry and the client's URL.
 */
import { callPath, callUrl, defineCall, noContent } from '@portal/contracts';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../errors/error-handler';
import { registerApiDocs } from '../plugins/api-docs';
import { registerLanguage } from '../plugins/language';
import { registerPermissions } from '../plugins/permissions';
import type { Database } from '../db/client';
import { actorKit, routes, withExtras } from './define-route';
import { answerSerializerCompiler } from './fast-serializer';

const greeting = defineCall({
  name: 'kitGreeting',
  method: 'GET',
  path: 'kit/greeting/:id',
  params: z.object({ id: z.coerce.number().int().min(1) }),
  query: z.object({ shout: z.enum(['yes', 'no']).default('no') }),
  response: z.object({ text: z.string(), id: z.number() }),
  permission: 'public',
  tags: ['kit test'],
  summary: 'A greeting by number',
});

const rename = defineCall({
  name: 'kitRename',
  method: 'POST',
  path: 'kit/rename',
  body: z.object({ name: z.string().trim().min(1).max(10) }),
  response: z.object({ name: z.string() }),
  permission: 'public',
  tags: ['kit test'],
});

/** Answers nothing: 204. */
const forget = defineCall({
  name: 'kitForget',
  method: 'GET',
  path: 'kit/forget',
  response: noContent,
  permission: 'public',
  tags: ['kit test'],
});

/** Outside /api/v.1. */
const ping = defineCall({
  name: 'kitPing',
  method: 'GET',
  path: '/api/kit-ping',
  response: z.object({ ok: z.boolean() }),
  permission: 'public',
  tags: ['kit test'],
});

const app = Fastify();
const seen: unknown[] = [];
const refused: unknown[] = [];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  registerLanguage(app);
  registerErrorHandler(app);
  registerPermissions(app, undefined as unknown as Database); // public calls only: no database read
  await registerApiDocs(app, 'test', 'public');
  const handle = actorKit(() => ({ name: 'tester' }));
  await app.register(
    async (scope) =>
      routes(
        scope,
        handle.implement(
          { greeting, rename, forget },
          {
            greeting: ({ params, query, actor, lang }) => {
              seen.push({ params, query, actor, lang });
              const text = `hello ${actor.name} #${params.id}`;
              return { id: params.id, text: query.shout === 'yes' ? text.toUpperCase() : text };
            },
            rename: withExtras(
              { onValidationError: async (request) => void refused.push(request.body) },
              ({ body }) => ({ name: body.name, secret: 'not in the answer' }) as { name: string },
            ),
            forget: () => {
              seen.push('forgotten');
              return null;
            },
          },
        ),
      ),
    { prefix: '/api/v.1' },
  );
  await app.register(async (scope) =>
    routes(scope, handle.implement({ ping }, { ping: () => ({ ok: true }) })),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('a call defined once', () => {
  it('is a route taking validated, typed input', async () => {
    const url = callUrl(greeting, { id: 7 }, { shout: 'yes' });
    expect(url).toBe('/api/v.1/kit/greeting/7?shout=yes');
    const res = await app.inject({ url, headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, text: 'HELLO TESTER #7' });
    expect(seen.at(-1)).toEqual({
      params: { id: 7 },
      query: { shout: 'yes' },
      actor: { name: 'tester' },
      lang: 'ru',
    });
  });

  it('refuses bad input with a 400 before the handler runs', async () => {
    const before = seen.length;
    const res = await app.inject({ url: callUrl(greeting, { id: 0 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    expect(seen.length).toBe(before);
    const body = await app.inject({ method: 'POST', url: callUrl(rename), payload: { name: '' } });
    expect(body.statusCode).toBe(400);
    // onValidationError saw the refused body before the 400
    expect(refused).toEqual([{ name: '' }]);
  });

  it('answers 204 without a body for a noContent call, after its handler ran', async () => {
    const res = await app.inject({ url: callUrl(forget) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(seen.at(-1)).toBe('forgotten');
  });

  it('lives outside /api/v.1 when its path starts with /api/', async () => {
    expect(callUrl(ping)).toBe('/api/kit-ping');
    expect((await app.inject({ url: callUrl(ping) })).json()).toEqual({ ok: true });
  });

  it('answers only what the response schema names', async () => {
    const res = await app.inject({ method: 'POST', url: callUrl(rename), payload: { name: ' Ali ' } });
    expect(res.json()).toEqual({ name: 'Ali' });
  });

  it('declares its permission and call name to the route registry', () => {
    expect(app.routeRegistry.filter((r) => r.method !== 'HEAD')).toEqual([
      {
        method: 'GET',
        url: '/api/v.1/kit/greeting/:id',
        permission: 'public',
        call: 'kitGreeting',
        tags: ['kit test'],
      },
      {
        method: 'POST',
        url: '/api/v.1/kit/rename',
        permission: 'public',
        call: 'kitRename',
        tags: ['kit test'],
      },
      {
        method: 'GET',
        url: '/api/v.1/kit/forget',
        permission: 'public',
        call: 'kitForget',
        tags: ['kit test'],
      },
      { method: 'GET', url: '/api/kit-ping', permission: 'public', call: 'kitPing', tags: ['kit test'] },
    ]);
  });

  it('has its OpenAPI entry', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { tags: string[]; summary?: string; parameters: { name: string; in: string }[] }>
      >;
    };
    const entry = doc.paths['/api/v.1/kit/greeting/{id}']!.get!;
    expect(entry.tags).toEqual(['kit test']);
    expect(entry.summary).toBe('A greeting by number');
    expect(entry.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['path:id', 'query:shout']);
    expect(Object.keys(doc.paths['/api/v.1/kit/rename']!)).toEqual(['post']);
  });

  it('builds client URLs: parameters encoded, empty query values left out', () => {
    expect(callPath(greeting, { id: 12 })).toBe('kit/greeting/12');
    expect(callUrl(greeting, { id: 3 }, {})).toBe('/api/v.1/kit/greeting/3');
    expect(() => callPath(greeting, {} as { id: number })).toThrow(/:id/);
  });

  it('refuses a definition whose path names a parameter it has no schema for', () => {
    expect(() =>
      defineCall({
        name: 'broken',
        method: 'GET',
        path: 'kit/:missing',
        response: z.object({}),
        permission: 'public',
        tags: [],
      }),
    ).toThrow(/:missing/);
  });
});

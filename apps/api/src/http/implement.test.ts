/**
 * A group's handlers are registered with `handle.implement(group, handlers)`, keyed like the group, so a
 * defined call without a handler fails the typecheck before any test runs. Shown here by compiling a
 * small planted program with the repository's TypeScript (7) and settings: the program with every
 * handler compiles; the same program with one handler left out, or with one the group does not define,
 * is refused naming the call; and a module cannot go round the group by registering a lone
 * `handle(call, …)` (`routes` takes only the routes of an `implement`). The kit answers at run time too:
 * each call of the group becomes its route.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { defineCalls, get, post } from '@portal/contracts';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handle, routes } from './define-route';
import { answerSerializerCompiler } from './fast-serializer';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');
const planted = mkdtempSync(path.join(here, '.planted-'));

afterAll(() => rmSync(planted, { recursive: true, force: true }));

/** A group of two calls and its handlers (`entries`), as a module's routes file writes them. */
const program = (entries: string) => `
import { defineCalls, get, post } from '@portal/contracts';
import { z } from 'zod';
import { handle } from '../define-route';

const ok = z.object({ ok: z.boolean() });
export const plantedCalls = defineCalls(['planted'], 'public', {
  plantedRead: get('planted/read', { response: ok }),
  plantedWrite: post('planted/write', { body: z.object({ text: z.string() }), response: ok }),
});

export const plantedRoutes = handle.implement(plantedCalls, {
${entries}
});
`;

/** The same group registered call by call, without `implement`. */
const lone = `
import type { FastifyInstance } from 'fastify';
import { defineCalls, get } from '@portal/contracts';
import { z } from 'zod';
import { handle, routes } from '../define-route';

const loneCalls = defineCalls(['planted'], 'public', {
  loneRead: get('planted/lone', { response: z.object({ ok: z.boolean() }) }),
});

export const register = (app: FastifyInstance) =>
  routes(app, [handle(loneCalls.loneRead, () => ({ ok: true }))]);
`;

const READ = `  plantedRead: () => ({ ok: true }),`;
const WRITE = `  plantedWrite: ({ body }) => ({ ok: body.text.length > 0 }),`;

/**
 * Compiles the planted programs together (one compiler run) and answers each one's errors (empty when
 * it compiles).
 */
async function typeErrors(programs: Record<string, string>): Promise<Record<string, string>> {
  for (const [name, source] of Object.entries(programs))
    writeFileSync(path.join(planted, `${name}.ts`), source);
  const config = {
    extends: path.join(root, 'tsconfig.base.json'),
    files: Object.keys(programs).map((name) => `./${name}.ts`),
  };
  writeFileSync(path.join(planted, 'tsconfig.json'), JSON.stringify(config));
  let output = '';
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', path.join(planted, 'tsconfig.json')], {
      cwd: root,
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  const lines = output.split('\n');
  return Object.fromEntries(
    Object.keys(programs).map((name) => [
      name,
      lines.filter((line) => line.includes(`${name}.ts(`)).join('\n'),
    ]),
  );
}

describe('a group is implemented whole', () => {
  it('compiles with a handler for every call; refused when one is missing or unknown, or registered alone', async () => {
    const { whole, missing, unknown, single } = await typeErrors({
      whole: program(`${READ}\n${WRITE}`),
      missing: program(READ),
      unknown: program(`${READ}\n${WRITE}\n  plantedDelete: () => ({ ok: true }),`),
      single: lone,
    });
    expect(whole).toBe('');
    expect(missing).toMatch(/error TS\d+/);
    expect(missing).toContain('plantedWrite');
    expect(unknown).toMatch(/error TS\d+/);
    expect(unknown).toContain('plantedDelete');
    expect(single).toMatch(/error TS\d+/);
  }, 300_000);

  it('registers each call of the group with its handler', async () => {
    const calls = defineCalls(['implement test'], 'public', {
      implementRead: get('implement/read', { response: z.object({ n: z.number() }) }),
      implementWrite: post('implement/write', {
        body: z.object({ n: z.number() }),
        response: z.object({ n: z.number() }),
      }),
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(answerSerializerCompiler);
    routes(
      app,
      handle.implement(calls, {
        implementRead: () => ({ n: 1 }),
        implementWrite: ({ body }) => ({ n: body.n + 1 }),
      }),
    );
    const read = await app.inject({ method: 'GET', url: '/implement/read' });
    const write = await app.inject({ method: 'POST', url: '/implement/write', payload: { n: 41 } });
    expect([read.json(), write.json()]).toEqual([{ n: 1 }, { n: 42 }]);
    await app.close();
  });
});

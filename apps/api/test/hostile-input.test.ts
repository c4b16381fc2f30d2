/**
 * Hostile input over every call: the calls, their parameters and
 * their body fields are read from the app's own OpenAPI document, so a call added later is covered without
 * touching this file. fast-check generates hostile values for each (NUL and other control characters, lone
 * surrogates, 5,000-character strings, wrong types, negative and huge numbers, path traversal names) and
 * sends them signed out and signed in as every role. No answer may be a 5xx, a value holding a control
 * character is always refused, and a call changes no table unless it accepted a request (a create whose fields
 * are free text may be given plain random text that is valid; a read, or a call that refused everything, may not).
 *
 * Fixed seed and a bounded count: HOSTILE_RUNS (runs per call, default 16) and HOSTILE_SEED change them.
 */
import { ROLES, type Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInAs } from './helpers/factories';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from './helpers/test-app';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 16);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261125);

const sim = withGovSim();
const ctx = useTestApp(() => ({ ...sim.env, SIGN_IN_RATE_LIMIT_MAX: '100000' }));

/**
 * Calls whose effect on data is their purpose whatever the input: sign-out ends the caller's session.
 * Signed out, it is still called.
 */
const ENDS_THE_SESSION = /\/logOut$/;
/**
 * Tables that record that a call was made, not what it was given: the sign-in rate limit and the query log
 * count every attempt (a refused one too), the visitor counter counts a visit, a started OneID sign-in
 * keeps its state (those calls ignore a parameter they do not know, so they also run as usual).
 */
const BOOKKEEPING_TABLES = new Set([
  'rate_limit_counters',
  'query_log',
  'daily_visitors',
  'visitor_counts',
  'sso_states',
]);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Call {
  method: string;
  path: string;
  operation: Operation;
}
type Caller = Role | 'anonymous';
interface HostileRequest {
  caller: Caller;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

// eslint-disable-next-line no-control-regex -- detecting control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const CONTROL_CHARS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];

const controlText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...CONTROL_CHARS), fc.string({ maxLength: 6 }))
  .map(([a, c, b]) => `${a}${c}${b}`);
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 4 }), fc.integer({ min: 0xd800, max: 0xdfff }))
  .map(([a, code]) => `${a}${String.fromCharCode(code)}`);
const longText = fc.constantFrom('a', 'ʻ', '9', ' ', '%').map((c) => c.repeat(5000));
const traversal = fc.constantFrom(
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{{constructor.constructor("return 1")()}}',
  '__proto__',
);
const hostileString = fc.oneof(controlText, loneSurrogate, longText, traversal, fc.constant(''), fc.string());
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -2_147_483_649, 2_147_483_648, 1e308, -1e308, 2 ** 53 + 2, 0.5, -0.000001),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '0x10', '1_000', ' 1 ', '٣'),
);
const wrongType = fc.constantFrom<unknown>(true, false, null, [], {}, ['a', 'b'], { a: '\u0000' }, [1, [2]]);
const hostileScalar = fc.oneof(hostileString, hostileNumber, wrongType);

/** A hostile value for a field of this schema: objects and arrays keep their shape with hostile leaves, or not. */
function hostileFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (depth < 3 && schema?.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([name, inner]) => [name, hostileFor(inner, depth + 1)]),
    );
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      { weight: 1, arbitrary: hostileScalar },
    );
  }
  if (depth < 3 && schema?.items) {
    return fc.oneof(fc.array(hostileFor(schema.items, depth + 1), { maxLength: 3 }), hostileScalar);
  }
  return hostileScalar;
}

/** Every string inside a value (keys too). */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      yield key;
      yield* stringsIn(inner);
    }
}

/** Percent-encodes any text as UTF-8, a lone surrogate as the (invalid) bytes it would take. */
function encode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && /[\uDC00-\uDFFF]/.test(value[i + 1] ?? '');
    const unit = pair ? value.slice(i, ++i + 1) : value[i]!;
    if (code >= 0xd800 && code <= 0xdfff && !pair)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(unit);
  }
  return out;
}

/** A URL parameter's text: strings as given, other JSON values as JSON, arrays as repeated parameters. */
function asParam(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(asParam);
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

function callsOf(document: { paths: Record<string, Record<string, Operation>> }): Call[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

function requestsFor(call: Call): fc.Arbitrary<HostileRequest> {
  const params = call.operation.parameters ?? [];
  const of = (where: 'path' | 'query') =>
    Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, hostileFor(p.schema)]));
  const jsonBody = call.operation.requestBody?.content?.['application/json']?.schema;
  const callers: Caller[] = ENDS_THE_SESSION.test(call.path) ? ['anonymous'] : ['anonymous', ...ROLES];
  return fc.record({
    caller: fc.constantFrom(...callers),
    path: fc.record(of('path')),
    // Declared parameters, each maybe left out, and one the call does not know.
    query: fc.record({ ...of('query'), unknown: hostileScalar }, { requiredKeys: [] }),
    body:
      call.method === 'GET'
        ? fc.constant(undefined)
        : jsonBody
          ? hostileFor(jsonBody)
          : fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), controlText), hostileScalar, { maxKeys: 4 }),
  });
}

/**
 * Watches every table of the portal (the job queue's own schema and the bookkeeping tables aside) for a
 * change: row triggers note the table of each row inserted, deleted or updated to another value (its text
 * differs, as the rows' digests would), and of a truncate, in a table of the test's own schema. A change
 * rolled back is not noted. Set up after the sign-ins (again on a retry: it replaces what it made), it
 * starts with no change noted.
 */
async function watchChanges() {
  await ctx.db.execute(sql`create schema if not exists hostile_watch`);
  await ctx.db.execute(sql`create table if not exists hostile_watch.changed (name text primary key)`);
  await ctx.db.execute(
    sql.raw(`create or replace function hostile_watch.note() returns trigger language plpgsql as $$
      begin
        insert into hostile_watch.changed values (tg_table_name) on conflict do nothing;
        return null;
      end $$`),
  );
  const tables = await ctx.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const watched = tables.rows.filter(({ name }) => !BOOKKEEPING_TABLES.has(name));
  expect(watched.length).toBeGreaterThan(50);
  for (const { name } of watched) {
    const table = sql.identifier(name);
    await ctx.db.execute(sql`create or replace trigger hostile_watch_rows after insert or delete on ${table}
      for each row execute function hostile_watch.note()`);
    await ctx.db.execute(sql`create or replace trigger hostile_watch_updates after update on ${table}
      for each row when (old::text is distinct from new::text) execute function hostile_watch.note()`);
    await ctx.db.execute(sql`create or replace trigger hostile_watch_truncates after truncate on ${table}
      for each statement execute function hostile_watch.note()`);
  }
  await changedTables();
}

/** The tables changed since the last call of this (watchChanges), sorted by name. */
async function changedTables(): Promise<string[]> {
  const result = await ctx.db.execute<{ name: string }>(
    sql`delete from hostile_watch.changed returning name`,
  );
  return result.rows.map(({ name }) => name).sort();
}

/**
 * Whether an answer refuses what was sent: a 4xx, or, at the payment provider's JSON-RPC endpoint, whose protocol
 * answers every request with HTTP 200, a JSON-RPC `error` member.
 */
function refused(path: string, answer: { statusCode: number; body: string }): boolean {
  if (answer.statusCode >= 400) return true;
  if (path !== '/api/payme') return false;
  try {
    return typeof (JSON.parse(answer.body) as { error?: unknown }).error === 'object';
  } catch {
    return false;
  }
}

describe('hostile values to every parameter of every call', () => {
  it('finds the calls in the OpenAPI document', () => {
    const calls = callsOf(ctx.app.swagger() as never);
    expect(calls.length).toBeGreaterThan(90);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/v.1/getInfo/listNews');
  });

  it('refuses a NUL byte in a public search with a localized 400 naming the field', async () => {
    const answer = await ctx.app.inject({
      url: '/api/v.1/getInfo/listNews?search=a%00b',
      headers: { 'accept-language': 'eng' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'search' });
    expect(answer.json().message).toMatch(/control characters/);
    const uzbek = await ctx.app.inject({ url: '/api/v.1/getInfo/listNews?search=a%01b' });
    expect(uzbek.json().message).toMatch(/boshqaruv belgilari/);
  });

  it('answers no 5xx, refuses every control character and changes nothing it refused, signed out and as every role', async () => {
    const calls = callsOf(ctx.app.swagger() as never);
    const headers = new Map<Caller, Record<string, string>>([['anonymous', {}]]);
    for (const role of ROLES) headers.set(role, (await signInAs(ctx.db, role)).headers);
    await watchChanges();
    const failures: string[] = [];
    const changedBy: string[] = [];
    let sent = 0;
    for (const [index, call] of calls.entries()) {
      let accepted = false;
      const details = await fc.check(
        fc.asyncProperty(requestsFor(call), async (request) => {
          const url = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            encode(asParam(request.path[name])[0] ?? ''),
          );
          const query = Object.entries(request.query)
            .flatMap(([name, value]) => asParam(value).map((v) => `${name}=${encode(v)}`))
            .join('&');
          const answer = await ctx.app.inject({
            method: call.method as 'GET',
            url: query ? `${url}?${query}` : url,
            headers: {
              ...headers.get(request.caller),
              'accept-language': 'eng',
              ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
          });
          sent++;
          if (answer.statusCode >= 500) return false;
          if (!refused(call.path, answer)) accepted = true;
          // What reached the API: URL parameters as sent (JSON-encoded values hold no raw control character), JSON body strings as decoded.
          const sentText = [
            ...Object.values({ ...request.path, ...request.query }).flatMap(asParam),
            ...stringsIn(request.body),
          ];
          const hasControl = sentText.some((s) => CONTROL.test(s));
          return !(hasControl && !refused(call.path, answer));
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
      if (details.failed)
        failures.push(`${call.method} ${call.path}: ${fc.stringify(details.counterexample)}`);
      const changed = await changedTables();
      if (changed.length > 0 && (call.method === 'GET' || !accepted))
        changedBy.push(
          `${call.method} ${call.path}${accepted ? '' : ' (refused every request)'}: ${changed.join(', ')}`,
        );
    }
    console.info(`hostile input: ${sent} requests over ${calls.length} calls`);
    expect(failures).toEqual([]);
    expect(changedBy).toEqual([]);
  }, 300_000);
});

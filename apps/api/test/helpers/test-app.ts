import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createFileStorage, type FileStorage } from '../../src/storage';
import type { Role } from '@portal/domain';
import { createTestDatabase } from './database';
import { signInAs } from './factories';

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
  /** The app's file storage (the one the configuration names). */
  storage: FileStorage;
}

/**
 * Registers hooks that give the test file its own database and a built app (not listening; use
 * `ctx.app.inject`). `env` overrides configuration variables; a function is read when the app is built
 * (e.g. to point at a simulator started by an earlier hook). `logStream` receives the app's log lines.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  /** Where the app's log goes (its configured logger, LOG_LEVEL from `env`); no log when not given. */
  logStream?: { write: (line: string) => void },
  /** The app's clock (a manual one for rules that read the time). */
  options: { clock?: Clock } = {},
): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    ctx.db = database.db;
    const overrides = typeof env === 'function' ? env() : env;
    ctx.config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...overrides });
    ctx.storage = createFileStorage(ctx.config);
    ctx.app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      storage: ctx.storage,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(logStream ? { logStream } : { logger: false }),
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
  });
  return ctx;
}

/**
 * Builds further apps on the test file's database, each with its own configuration (`env` over the
 * test's defaults), all closed after the file's tests.
 */
export function useAppsWith(ctx: Pick<TestContext, 'db'>, defaults: Record<string, string> = {}) {
  const built: App[] = [];
  afterAll(async () => {
    await Promise.all(built.map((app) => app.close()));
  });
  return async function appWith(env: Record<string, string>): Promise<App> {
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...defaults, ...env });
    const app = await buildApp({ config, db: ctx.db, logger: false });
    await app.ready();
    built.push(app);
    return app;
  };
}

/** GET /api/v.1/`url` on the test app, answered in `lang` (Uzbek Latin, the default language, unless told). */
export const getIn = (ctx: Pick<TestContext, 'app'>, url: string, lang = 'lt') =>
  ctx.app.inject({ method: 'GET', url: `/api/v.1/${url}`, headers: { 'accept-language': lang } });

/**
 * A call to /api/v.1/`url` on the test app with the caller's `headers` (a session cookie; none for a
 * guest), answered in `lang` (English unless told).
 */
export const injectAs = (
  ctx: Pick<TestContext, 'app'>,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
  lang = 'eng',
) =>
  ctx.app.inject({
    method,
    url: `/api/v.1/${url}`,
    headers: { ...headers, 'accept-language': lang },
    payload,
  });

/** `injectAs` on one test app: `call(method, url, headers, payload, lang)`. */
export const callerOf =
  (ctx: Pick<TestContext, 'app'>) =>
  (...args: Parameters<typeof injectAs> extends [unknown, ...infer Rest] ? Rest : never) =>
    injectAs(ctx, ...args);

/**
 * The request headers of one person of each role named, signed in before the file's tests. Each is an
 * object given at once and filled then, so the file may take them apart where it declares them:
 *
 *   const { ministry, lawyer } = useSignedIn(ctx, { ministry: 'MINISTRY', lawyer: 'LAWYER' });
 *   await call('POST', 'content/news/create', ministry, body);
 */
export function useSignedIn<K extends string>(
  ctx: Pick<TestContext, 'db'>,
  roles: Record<K, Role>,
): Record<K, Record<string, string>> {
  const who = Object.fromEntries(Object.keys(roles).map((key) => [key, {}])) as Record<
    K,
    Record<string, string>
  >;
  beforeAll(async () => {
    for (const [key, role] of Object.entries(roles) as [K, Role][])
      Object.assign(who[key], (await signInAs(ctx.db, role)).headers);
  });
  return who;
}

import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';

export interface TestContext {
  app: App;
  db: Database;
  config: Config;
}

/**
 * Registers hooks that give the test file its own database and a built app (not listening; use
 * `ctx.app.inject`). `env` overrides configuration variables; a function is read when the app is built
 * (e.g. to point at a simulator started by an earlier hook).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    ctx.db = database.db;
    const overrides = typeof env === 'function' ? env() : env;
    ctx.config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...overrides });
    ctx.app = await buildApp({ config: ctx.config, db: ctx.db, logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
  });
  return ctx;
}

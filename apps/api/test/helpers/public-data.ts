import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Scale } from '../../src/db/seed/public/generate';
import { seedPublicContent } from '../../src/db/seed/public/seed-public';
import { type TestContext, useTestApp } from './test-app';

/** A small scale of the public data set: enough for every filter to have several answers. */
export const TEST_SCALE: Scale = {
  lawyers: 160,
  structures: 40,
  news: 15,
  legislation: 30,
  vacancies: 12,
  dutyPerDay: 2,
  photos: 10,
};

/** The day the test data set counts from (duty months, vacancy end dates, news dates). */
export const TEST_TODAY = '2026-11-20';

export interface PublicTestContext extends TestContext {
  filesDir: string;
}

/**
 * A test app whose database holds the generated public data set at TEST_SCALE (real PostgreSQL, the
 * real seed code), with files in a temporary folder.
 */
export function usePublicTestApp(): PublicTestContext {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
  const ctx = useTestApp({ FILES_DIR: filesDir }) as PublicTestContext;
  ctx.filesDir = filesDir;
  beforeAll(async () => {
    await seedPublicContent(ctx.db, {
      level: 'demo',
      storage: ctx.storage,
      today: TEST_TODAY,
      log: () => undefined,
      scale: TEST_SCALE,
    });
  });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  return ctx;
}

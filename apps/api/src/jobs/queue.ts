import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { JOB_DEFINITIONS, JOB_NAMES, type JobName, type JobPayload } from './definitions';

/**
 * Durable jobs in PostgreSQL with pg-boss (10.x, the line that runs on Node 20): each job is a row in the
 * `pgboss` schema, fetched with `FOR UPDATE SKIP LOCKED`, so any number of API processes share one
 * database and each job runs once; jobs survive restarts because they are rows.
 *
 * Jobs are enqueued with {@link enqueue} inside the caller's transaction, so a job exists exactly when the
 * change that asked for it was committed.
 */

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/** Anything drizzle can run SQL on: the database or a transaction. */
export type Executor = Pick<Database, 'execute'>;

/**
 * pg-boss runs its SQL (with $1…$n placeholders) through this adapter, on our pool or inside our
 * transaction. Each placeholder becomes a bound parameter of a drizzle `sql` query.
 */
export function pgBossDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await executor.execute(sql.join(chunks, sql.raw('')));
      return { rows: result.rows };
    },
  };
}

/** A pg-boss instance that only builds SQL for `send` (never started): the SQL runs on the executor given. */
const sender = new PgBoss({
  schema: JOB_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('jobs are enqueued with a transaction')) },
});

export interface EnqueueOptions {
  /** When the job may run; now when absent. */
  startAfter?: Date;
}

/**
 * Enqueues a job inside `executor` (normally the caller's transaction). The payload is checked against the
 * job's schema. Returns the job's id.
 */
export async function enqueue<N extends JobName>(
  executor: Executor,
  name: N,
  payload: JobPayload<N>,
  options: EnqueueOptions = {},
): Promise<string> {
  const data = JOB_DEFINITIONS[name].payload.parse(payload) as object;
  const id = await sender.send(name, data, {
    db: pgBossDb(executor),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
  if (!id) throw new Error(`job ${name} was not enqueued: is its queue created (startJobs)?`);
  return id;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayload<N>,
  job: { id: string; name: N },
) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobRunnerOptions {
  /** How often an idle worker looks for due jobs (pg-boss polls; 0.5 s at least). */
  pollIntervalSeconds: number;
  /** Whether this process runs job handlers, or only enqueues. */
  work: boolean;
  onError?: (error: Error) => void;
}

/** The job machinery of one API process: pg-boss with its own small pool (fetching, completing, maintenance). */
export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Creates pg-boss's tables (first start; concurrent starts are safe, pg-boss takes an advisory lock) and
 * one queue per job kind with its retry settings.
 */
async function prepareQueues(boss: PgBoss): Promise<void> {
  for (const name of JOB_NAMES) {
    const d = JOB_DEFINITIONS[name];
    const options = {
      name,
      retryLimit: d.retryLimit,
      retryDelay: d.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: d.expireInSeconds,
    };
    if (await boss.getQueue(name)) {
      await boss.updateQueue(name, options);
      continue;
    }
    try {
      await boss.createQueue(name, options);
    } catch (error) {
      // another process created it at the same moment
      if (!(await boss.getQueue(name))) throw error;
    }
  }
}

/**
 * Prepares pg-boss's storage in a database without running any job: for test templates and for processes
 * that only enqueue.
 */
export async function prepareJobStorage(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    connectionString: databaseUrl,
    max: 2,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await prepareQueues(boss);
  await boss.stop({ graceful: false });
}

/**
 * How many jobs a worker fetches at once (pg-boss `batchSize`, one `FOR UPDATE SKIP LOCKED` query) and
 * runs side by side. A full batch means more are waiting: the worker fetches again at once instead of
 * after the polling interval (pg-boss polls between fetches, so one job per fetch and a 2 s interval
 * gave one job per 2 s per queue). Measured by `npm run bench:jobs` (README, Performance).
 */
export const JOB_BATCH_SIZE = 25;

/** Starts pg-boss and, when `options.work`, one worker per job kind running `handlers`. */
export async function startJobs(
  databaseUrl: string,
  handlers: JobHandlers,
  options: JobRunnerOptions,
): Promise<JobRunner> {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    connectionString: databaseUrl,
    max: 4,
    application_name: 'legal-aid-portal-jobs',
    supervise: options.work,
    schedule: false,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  await prepareQueues(boss);
  if (options.work) {
    for (const name of JOB_NAMES) {
      const handler = handlers[name] as JobHandler<JobName>;
      const schema = JOB_DEFINITIONS[name].payload;
      /** One job of a batch: failed (retried) on its own, whatever its neighbours do; true when done. */
      const run = async (job: PgBoss.Job<unknown>) => {
        try {
          await handler(schema.parse(job.data) as never, { id: job.id, name });
          return true;
        } catch (error) {
          await boss.fail(name, job.id, error as object);
          return false;
        }
      };
      const worker = { id: '' };
      worker.id = await boss.work(
        name,
        { pollingIntervalSeconds: options.pollIntervalSeconds, batchSize: JOB_BATCH_SIZE },
        async (jobs) => {
          const done = await Promise.all(jobs.map(run));
          const completed = jobs.filter((_, i) => done[i]).map((job) => job.id);
          if (completed.length > 0) await boss.complete(name, completed);
          if (jobs.length === JOB_BATCH_SIZE && worker.id) boss.notifyWorker(worker.id);
        },
      );
    }
  }
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

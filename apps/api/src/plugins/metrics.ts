import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { AppError } from '../errors/app-error';
import { JOB_NAMES } from '../jobs/definitions';
import { JOB_SCHEMA } from '../jobs/queue';
import { collectProcessMetrics, processRegistry } from '../observability/metrics';

/** Where Prometheus scrapes (outside /api/v.1, like /api/health). */
export const METRICS_PATH = '/api/metrics';

/** The longest a scrape waits for the job-queue figures before answering without them. */
const QUEUE_QUERY_TIMEOUT_MS = 2000;

interface QueueRow extends Record<string, unknown> {
  name: string;
  due: number;
  scheduled: number;
  active: number;
  age: number;
}

/** `a` and `b` equal, in a time that does not tell how much of them matched. */
function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Measures how long a caller waits for a connection of `pool` (pg-pool's query() takes its connection
 * through `connect`, so every query is measured).
 */
function measureConnectionWait(pool: pg.Pool, wait: Histogram): void {
  const connect = pool.connect.bind(pool) as (
    cb?: (err: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    const stop = wait.startTimer();
    if (!cb)
      return (connect() as Promise<pg.PoolClient>).then((client) => {
        stop();
        return client;
      });
    return connect((err, client, release) => {
      stop();
      cb(err, client, release);
    });
  };
}

/**
 * The app's metrics in Prometheus text format at /api/metrics, for the scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise; without METRICS_TOKEN the route does not
 * exist: 404). Measured: every answered request by method, route pattern and status (count and
 * duration), the 5xx answers, the database pool (connections in use, idle, callers waiting, the wait
 * for a connection), the job queues (jobs due, scheduled and running, age of the oldest due job), and
 * from the process registry the calls to the national systems and Node's own figures.
 */
export function registerMetrics(app: FastifyInstance, db: Database, token: string | undefined): void {
  if (!token) return;
  collectProcessMetrics();
  const registry = new Registry();
  const pool = db.$client;

  const requestLabels = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Answered HTTP requests, by method, route pattern and status',
    labelNames: requestLabels,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method, route pattern and status',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'portal_http_server_errors_total',
    help: 'Answers with a 5xx status (the API or something it needs failed), by method, route and status',
    labelNames: requestLabels,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
    done();
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of the API database pool, by state (in_use, idle) and the configured maximum (max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'max' }, pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Callers waiting for a connection of the API database pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  measureConnectionWait(
    pool,
    new Histogram({
      name: 'portal_db_pool_wait_seconds',
      help: 'How long a query waited for a connection of the API database pool',
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    }),
  );

  const queueLabels = ['queue'] as const;
  const depth = new Gauge({
    name: 'portal_job_queue_depth',
    help: 'Jobs waiting in a queue: due now (state=due) or later (state=scheduled), and running (state=active)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const age = new Gauge({
    name: 'portal_job_queue_oldest_due_age_seconds',
    help: 'How long the oldest due job of a queue has been due (0: none waiting)',
    labelNames: queueLabels,
    registers: [registry],
  });
  /** One query over pg-boss's job table per scrape; a database that does not answer leaves them out. */
  const collectQueues = async () => {
    depth.reset();
    age.reset();
    const query = db.execute<QueueRow>(sql`
      select name,
        count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as due,
        count(*) filter (where state in ('created', 'retry') and start_after > now())::int as scheduled,
        count(*) filter (where state = 'active')::int as active,
        coalesce(extract(epoch from now() - min(start_after)
          filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as age
      from ${sql.identifier(JOB_SCHEMA)}.job
      where state in ('created', 'retry', 'active')
      group by name`);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('job queue figures timed out')), QUEUE_QUERY_TIMEOUT_MS).unref(),
    );
    const { rows } = await Promise.race([query, timeout]);
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const queue of JOB_NAMES) {
      const row = byName.get(queue);
      depth.set({ queue, state: 'due' }, row?.due ?? 0);
      depth.set({ queue, state: 'scheduled' }, row?.scheduled ?? 0);
      depth.set({ queue, state: 'active' }, row?.active ?? 0);
      age.set({ queue }, row?.age ?? 0);
    }
  };

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) throw new AppError('UNAUTHORIZED');
    await collectQueues().catch((error: unknown) =>
      request.log.warn({ err: { message: (error as Error).message } }, 'job queue figures unavailable'),
    );
    const merged = Registry.merge([registry, processRegistry]);
    reply.header('cache-control', 'no-store').type(merged.contentType);
    return merged.metrics();
  });
}

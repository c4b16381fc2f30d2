import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Where a load balancer or Kubernetes asks whether to send this instance requests. */
export const READY_PATH = '/api/health/ready';
/** Where Kubernetes asks whether the process is alive (answers while the event loop runs). */
export const LIVE_PATH = '/api/health/live';

/** The longest the readiness check waits for the database. */
const DATABASE_CHECK_MS = 2000;

/** Whether this instance is going away: set by main.ts when SIGTERM arrives. */
export interface Readiness {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Whether the database answers `select 1` within DATABASE_CHECK_MS. */
function databaseAnswers(db: Database): Promise<boolean> {
  return Promise.race([
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DATABASE_CHECK_MS).unref()),
  ]);
}

/**
 * Readiness and liveness. `/api/health/ready` answers 200 `{ ready: true }` while the instance takes
 * requests, 503 `{ ready: false, reason }` while it drains (`draining`) or while its database does not
 * answer (`database`): the proxy or Kubernetes then sends the requests elsewhere. `/api/health/live`
 * answers 200 whatever the database does (a restart would not bring it back). While draining, every
 * answer carries `Connection: close`, so a client holding a kept-alive connection opens its next one
 * to another instance.
 */
export function registerReadiness(app: FastifyInstance, db: Database): void {
  const readiness: Readiness = { draining: false };
  app.decorate('readiness', readiness);
  app.addHook('onRequest', (_request, reply, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done();
  });
  app.get(READY_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.draining) return reply.status(503).send({ ready: false, reason: 'draining' });
    if (!(await databaseAnswers(db))) return reply.status(503).send({ ready: false, reason: 'database' });
    return { ready: true };
  });
  app.get(LIVE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { live: true };
  });
}

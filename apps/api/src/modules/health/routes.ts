import { healthResponse } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { RoutesPlugin } from '../../http/types';

const CHECK_TIMEOUT_MS = 2000;

/** Whether `check` succeeds within the health check's time. */
function upWithin(check: () => Promise<unknown>): Promise<boolean> {
  return Promise.race([
    check().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/**
 * GET /api/health: whether PostgreSQL answers, and with NATIONAL_SYSTEMS=simulator whether the simulator
 * does, each within 2 s. 503 when the database is down (this API cannot serve); a simulator that is down
 * makes the portal `degraded` but the answer stays 200.
 */
export const healthRoutes: RoutesPlugin = async (app, { db, config }) => {
  const simulator = config.nationalSystems.mode === 'simulator' ? config.nationalSystems.govSimUrl : null;
  app.get(
    '/api/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_req, reply) => {
      const [database, nationalSystems] = await Promise.all([
        upWithin(() => db.execute(sql`select 1`)),
        simulator === null
          ? undefined
          : upWithin(async () => {
              const answer = await fetch(`${simulator}/health`, {
                signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
              });
              if (!answer.ok) throw new Error(`simulator health ${answer.status}`);
            }),
      ]);
      const down = [
        ...(database ? [] : (['database'] as const)),
        ...(nationalSystems === false ? (['nationalSystems'] as const) : []),
      ];
      return reply.status(database ? 200 : 503).send({
        status: down.length === 0 ? 'ok' : 'degraded',
        database: database ? 'up' : 'down',
        ...(nationalSystems === undefined ? {} : { nationalSystems: nationalSystems ? 'up' : 'down' }),
        down,
      });
    },
  );
};

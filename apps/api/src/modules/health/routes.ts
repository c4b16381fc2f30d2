import { healthResponse } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { RoutesPlugin } from '../../http/types';

/** GET /api/health: 200 when PostgreSQL answers within 2 s, else 503. */
export const healthRoutes: RoutesPlugin = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_req, reply) => {
      const up = await Promise.race([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
    },
  );
};

import { healthCalls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { checkHealth } from './checks';

/** GET /api/health (outside /api/v.1): what is up and what is down; 503 when the database is down. */
export const healthRoutes: RoutesPlugin = async (app, { db, config, publicReads }) => {
  routes(
    app,
    handle.implement(healthCalls, {
      health: async ({ reply }) => {
        const health = await checkHealth(db, config, publicReads);
        reply.status(health.database === 'up' ? 200 : 503);
        return health;
      },
    }),
  );
};

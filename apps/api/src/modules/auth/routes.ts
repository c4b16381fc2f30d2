import type { RoutesPlugin } from '../../http/types';
import { requireAuth } from '../../plugins/auth';
import { revokeSession } from './sessions';

/** Sign-out (spec section 7 `GET /logOut`): the session's token answers 401 from then on. */
export const authRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/logOut', { schema: { tags: ['auth'] } }, async (request, reply) => {
    const auth = requireAuth(request);
    await revokeSession(db, auth.sessionId);
    return reply.status(204).send();
  });
};

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OneIdAdapter } from '../../adapters/one-id';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { writeQueryLog } from '../query-log';
import { revokeSession, type AuthContext } from './sessions';

/**
 * Sign-out (spec section 7 `GET /logOut`): the session's token answers 401 from then on. A OneID
 * session ends at OneID too, never waited for nor failing the sign-out; the query log records it.
 */
export async function signOut(db: Database, oneId: OneIdAdapter, request: FastifyRequest, auth: AuthContext) {
  const [session] = await db
    .select({ ssoAccessToken: sessions.ssoAccessToken, method: sessions.method })
    .from(sessions)
    .where(eq(sessions.id, auth.sessionId));
  await revokeSession(db, auth.sessionId, request.clock.now());
  if (session?.ssoAccessToken) {
    await db.update(sessions).set({ ssoAccessToken: null }).where(eq(sessions.id, auth.sessionId));
    void oneId.logout(session.ssoAccessToken, request.id).catch((error: unknown) => {
      request.log.warn({ err: error }, 'OneID logout failed');
    });
  }
  await writeQueryLog(db, request, {
    action: 'SIGN_OUT',
    channel: session?.method ?? null,
    outcome: 'OK',
    subjectPinfl: auth.pinfl,
  });
}

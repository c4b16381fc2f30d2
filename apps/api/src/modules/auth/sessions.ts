import { createHash, randomBytes } from 'node:crypto';
import type { LoginAnswer, SignInMethod } from '@portal/contracts';
import { isRole, type Role } from '@portal/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { systemClock } from '../../clock';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { type CallerFacts, withCallerFacts } from '../../people/caller-facts';
import { forgetCallers, keptCaller } from './kept-callers';
import { sessions, userAccounts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { loginStatusOf } from './login-status';

/** Where the user's uploaded files are served from (login answer `uploadPath`). */
export const UPLOAD_PATH = '/api/v.1/files/';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SignInRequest {
  personId: number;
  method: SignInMethod;
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** How long the session lives (on the database's time, like its check in findSession). */
  ttlMs: number;
  /** The instant of the sign-in (the request's clock): the account's last sign-in. */
  now: Date;
  /** A single sign-on session's access token, for the SSO's logout at sign-out. */
  ssoAccessToken?: string | undefined;
}

/**
 * Signs a person in, whatever the method once it has proved who they are: creates the user account on
 * first sign-in, refuses a blocked one, decides the role (spec section 4) and opens a session.
 * Answers the login answer with a fresh bearer token (only its hash is stored).
 */
export async function signInPerson(db: Database, request: SignInRequest): Promise<LoginAnswer> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(userAccounts)
      .values({ personId: request.personId, lastSignInAt: request.now })
      .onConflictDoUpdate({ target: userAccounts.personId, set: { lastSignInAt: request.now } })
      .returning();
    if (account!.blocked) throw new AppError('ACCOUNT_BLOCKED', { messageKey: 'errors:auth.blocked' });
    const status = await loginStatusOf(tx as unknown as Database, request.personId);
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userAccountId: account!.id,
      method: request.method,
      role: status.role,
      contragentId: status.contragentId,
      ip: request.ip?.slice(0, 64),
      userAgent: request.userAgent?.slice(0, 500),
      ssoAccessToken: request.ssoAccessToken ?? null,
      // Issued and checked (findSession) on the database's time: a test clock never signs anyone out.
      expiresAt: sql`now() + make_interval(secs => ${request.ttlMs / 1000})`,
    });
    return {
      token,
      status: status.status,
      isDirector: status.isDirector,
      contragentId: status.contragentId,
      uploadPath: UPLOAD_PATH,
    };
  });
}

/** signInPerson from a sign-in request: its address, browser and clock, the configured session life. */
export function signInFromRequest(
  db: Database,
  request: FastifyRequest,
  ttlMs: number,
  who: Pick<SignInRequest, 'personId' | 'method' | 'ssoAccessToken'>,
): Promise<LoginAnswer> {
  return signInPerson(db, {
    ...who,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    now: request.clock.now(),
    ttlMs,
  });
}

/** The signed-in caller as every route sees it. */
export interface AuthContext {
  sessionId: string;
  userAccountId: number;
  personId: number;
  pinfl: string;
  role: Role;
  contragentId: number | null;
  /** What the record rules read of the caller, read with the session (people/caller-facts.ts). */
  facts: CallerFacts;
}

/**
 * The live session of a bearer token (not expired, not revoked, account not blocked) with the caller's
 * facts and the session's expiry: one statement for a signed-in call whose caller the process does not
 * keep (kept-callers.ts).
 */
const liveSession = preparedOnce('find_session', (db, name) =>
  withCallerFacts(db, {
    expiresAt: sessions.expiresAt,
    sessionId: sessions.id,
    userAccountId: sessions.userAccountId,
    role: sessions.role,
    contragentId: sessions.contragentId,
  })
    .innerJoin(sessions, eq(sessions.userAccountId, userAccounts.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(userAccounts.blocked, false),
      ),
    )
    .limit(1)
    .prepare(name),
);

export function findSession(db: Database, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  // a kept session ends on the real time, as PostgreSQL's now() ends it (never on a test clock)
  return keptCaller(db, tokenHash, systemClock.now().getTime(), async () => {
    const [row] = await liveSession(db).execute({ tokenHash });
    if (!row || !isRole(row.role)) return null;
    const { expiresAt, ...caller } = row;
    return { caller: { ...caller, role: row.role }, expiresAt };
  });
}

/** Ends one session (sign-out) at `now`; its token is refused from the next call on. */
export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetCallers(db);
}

/** Ends every session of a user account (blocked, role changed) at `now`. */
export async function revokeAllSessions(db: Database, userAccountId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userAccountId, userAccountId), isNull(sessions.revokedAt)));
}

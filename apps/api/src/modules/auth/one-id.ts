/**
 * Signing in with the national single sign-on (the one-id protocol of integrations.md).
 * `startOneId` remembers a fresh `state` (bound to the browser by an http-only cookie) and answers the
 * SSO address; `completeOneId` checks the `state` of the redirect, exchanges the code, identifies the
 * person and signs them in. Every attempt, refused or not, is written to the query log.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SignInReturnPath } from '@portal/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OneIdAdapter } from '../../adapters/one-id';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ssoStates } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeQueryLog } from '../query-log';
import { upsertPersonFromSignOn } from './person-from-sign-on';
import { signInFromRequest } from './sessions';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

/** Well-formed values of the browser cookie and of `state` (43 base64url characters). */
export const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

export interface StartedOneId {
  url: string;
  /** The browser's binding cookie value: the one it sent when well formed, else a new one. */
  browserToken: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The SPA page OneID sends the browser back to. ONE_ID_REDIRECT_URI when configured (the address
 * registered with the real SSO). Otherwise the /one-id page at the address the browser is using, so that
 * the binding cookie set at the start comes back with the answer: the request's own origin when it is an
 * allowed one (the PUBLIC_URL's, or outside production a loopback address such as 127.0.0.1 beside
 * localhost), else the PUBLIC_URL's. Start and completion build it alike: the browser is back at the
 * same origin when it completes.
 */
export function oneIdReturnUrl(config: Config, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config.oneId.redirectUri) return config.oneId.redirectUri;
  let origin = new URL(config.publicUrl).origin;
  try {
    const own = new URL(`${request.protocol}://${request.host}`);
    if (config.env !== 'production' && LOOPBACK.has(own.hostname)) origin = own.origin;
  } catch {
    // a malformed Host header: the public address
  }
  return `${origin}/one-id`;
}

export async function startOneId(
  db: Database,
  config: Config,
  oneId: OneIdAdapter,
  request: FastifyRequest,
  input: { browserToken: string | undefined; returnPath: SignInReturnPath | undefined },
): Promise<StartedOneId> {
  const browserToken = input.browserToken && OPAQUE.test(input.browserToken) ? input.browserToken : random();
  const state = random();
  await db.insert(ssoStates).values({
    stateHash: sha256(state),
    browserHash: sha256(browserToken),
    returnPath: input.returnPath ?? null,
    // Issued and checked (consumeState) on the database's time, like a session.
    expiresAt: sql`now() + make_interval(secs => ${config.oneId.stateTtlMs / 1000})`,
  });
  // Old states are of no use to anyone: drop those expired a day ago now and then.
  if (Math.random() < 0.02) {
    await db.delete(ssoStates).where(lt(ssoStates.expiresAt, sql`now() - interval '1 day'`));
  }
  return { url: oneId.authorizationUrl(state, oneIdReturnUrl(config, request)), browserToken };
}

/**
 * Why a state was refused, each with its own message: `unknown` (not one we issued: cut or altered),
 * `used` (already completed, e.g. the page reloaded), `expired` (the sign-in took longer than the state
 * lives), `noCookie` (the browser brought no binding cookie back: started at another address, such as
 * localhost against 127.0.0.1, or cookies blocked), `otherBrowser` (started in another browser).
 */
export type StateRefusal = 'unknown' | 'used' | 'expired' | 'noCookie' | 'otherBrowser';

/**
 * Consumes the state: it must be ours, unused, alive and started by this browser. Answers its return
 * path, or why it was refused.
 */
async function consumeState(
  db: Database,
  state: string,
  browserToken: string | undefined,
  now: Date,
): Promise<{ returnPath: string | null } | { refusal: StateRefusal }> {
  if (!OPAQUE.test(state)) return { refusal: 'unknown' };
  const cookie = browserToken && OPAQUE.test(browserToken) ? sha256(browserToken) : undefined;
  if (cookie) {
    const [row] = await db
      .update(ssoStates)
      .set({ usedAt: now })
      .where(
        and(
          eq(ssoStates.stateHash, sha256(state)),
          eq(ssoStates.browserHash, cookie),
          isNull(ssoStates.usedAt),
          gt(ssoStates.expiresAt, sql`now()`),
        ),
      )
      .returning({ returnPath: ssoStates.returnPath });
    if (row) return row;
  }
  const [known] = await db
    .select({
      browserHash: ssoStates.browserHash,
      usedAt: ssoStates.usedAt,
      expired: sql<boolean>`${ssoStates.expiresAt} <= now()`,
    })
    .from(ssoStates)
    .where(eq(ssoStates.stateHash, sha256(state)));
  if (!known) return { refusal: 'unknown' };
  if (known.usedAt) return { refusal: 'used' };
  if (known.expired) return { refusal: 'expired' };
  return { refusal: cookie ? 'otherBrowser' : 'noCookie' };
}

export async function completeOneId(
  db: Database,
  config: Config,
  oneId: OneIdAdapter,
  request: FastifyRequest,
  input: { code: string; state: string; browserToken: string | undefined },
) {
  const log = (outcome: string, subjectPinfl?: string, actorPersonId?: number) =>
    writeQueryLog(db, request, {
      action: 'SIGN_IN',
      channel: 'SSO',
      outcome,
      subjectPinfl,
      actorPersonId,
    });
  const refuse = async (reason: string, pinfl?: string) => {
    await log(reason, pinfl);
    return new AppError('SSO_REFUSED', { messageKey: 'errors:identity.ssoRefused' });
  };

  const state = await consumeState(db, input.state, input.browserToken, request.clock.now());
  if ('refusal' in state) {
    await writeQueryLog(db, request, {
      action: 'SIGN_IN',
      channel: 'SSO',
      outcome: 'SSO_STATE_INVALID',
      details: { refusal: state.refusal },
    });
    throw new AppError('SSO_STATE_INVALID', {
      messageKey: `errors:identity.state.${state.refusal}`,
      params: { minutes: Math.round(config.oneId.stateTtlMs / 60_000), address: config.publicUrl },
    });
  }

  let accessToken: string | null;
  let person;
  try {
    accessToken = await oneId.exchangeCode(input.code, oneIdReturnUrl(config, request), request.id);
    person = accessToken ? await oneId.identify(accessToken, request.id) : null;
  } catch (error) {
    await log(error instanceof AppError ? error.code : 'INTERNAL');
    throw error;
  }
  if (!accessToken) throw await refuse('SSO_CODE_REFUSED');
  if (!person) throw await refuse('SSO_IDENTIFY_REFUSED');
  if (person.user_type && person.user_type !== 'I') throw await refuse('SSO_NOT_INDIVIDUAL', person.pin);

  const personId = await upsertPersonFromSignOn(db, person, request.clock.now());
  try {
    const answer = await signInFromRequest(db, request, config.sessionTtlMs, {
      personId,
      method: 'SSO',
      ssoAccessToken: accessToken,
    });
    await log('OK', person.pin, personId);
    return { ...answer, returnPath: state.returnPath };
  } catch (error) {
    await log(error instanceof AppError ? error.code : 'INTERNAL', person.pin, personId);
    throw error;
  }
}

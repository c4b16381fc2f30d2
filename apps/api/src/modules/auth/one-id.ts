/**
 * Signing in with the national single sign-on (issue item 1; one-id protocol of integrations.md).
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
import { writeQueryLog } from '../query-log/write';
import { upsertPersonFromSignOn } from './person-from-sign-on';
import { signInPerson } from './sessions';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

/** Well-formed values of the browser cookie and of `state` (43 base64url characters). */
export const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

export interface StartedOneId {
  url: string;
  /** The browser's binding cookie value: the one it sent when well formed, else a new one. */
  browserToken: string;
}

export async function startOneId(
  db: Database,
  config: Config,
  oneId: OneIdAdapter,
  input: { browserToken: string | undefined; returnPath: SignInReturnPath | undefined },
): Promise<StartedOneId> {
  const browserToken = input.browserToken && OPAQUE.test(input.browserToken) ? input.browserToken : random();
  const state = random();
  await db.insert(ssoStates).values({
    stateHash: sha256(state),
    browserHash: sha256(browserToken),
    returnPath: input.returnPath ?? null,
    expiresAt: new Date(Date.now() + config.oneId.stateTtlMs),
  });
  // Old states are of no use to anyone: drop those expired a day ago now and then.
  if (Math.random() < 0.02) {
    await db.delete(ssoStates).where(lt(ssoStates.expiresAt, sql`now() - interval '1 day'`));
  }
  return { url: oneId.authorizationUrl(state), browserToken };
}

/** Consumes the state: it must be ours, unused, alive and started by this browser. Answers its return path. */
async function consumeState(db: Database, state: string, browserToken: string | undefined) {
  if (!OPAQUE.test(state) || !browserToken || !OPAQUE.test(browserToken)) return undefined;
  const [row] = await db
    .update(ssoStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ssoStates.stateHash, sha256(state)),
        eq(ssoStates.browserHash, sha256(browserToken)),
        isNull(ssoStates.usedAt),
        gt(ssoStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ returnPath: ssoStates.returnPath });
  return row;
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
  const refuse = async (code: 'SSO_STATE_INVALID' | 'SSO_REFUSED', reason: string, pinfl?: string) => {
    await log(reason, pinfl);
    return new AppError(code, {
      messageKey: `errors:identity.${code === 'SSO_STATE_INVALID' ? 'stateInvalid' : 'ssoRefused'}`,
    });
  };

  const state = await consumeState(db, input.state, input.browserToken);
  if (!state) throw await refuse('SSO_STATE_INVALID', 'SSO_STATE_INVALID');

  let accessToken: string | null;
  let person;
  try {
    accessToken = await oneId.exchangeCode(input.code, request.id);
    person = accessToken ? await oneId.identify(accessToken, request.id) : null;
  } catch (error) {
    await log(error instanceof AppError ? error.code : 'INTERNAL');
    throw error;
  }
  if (!accessToken) throw await refuse('SSO_REFUSED', 'SSO_CODE_REFUSED');
  if (!person) throw await refuse('SSO_REFUSED', 'SSO_IDENTIFY_REFUSED');
  if (person.user_type && person.user_type !== 'I')
    throw await refuse('SSO_REFUSED', 'SSO_NOT_INDIVIDUAL', person.pin);

  const personId = await upsertPersonFromSignOn(db, person);
  try {
    const answer = await signInPerson(db, {
      personId,
      method: 'SSO',
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      ttlMs: config.sessionTtlMs,
      ssoAccessToken: accessToken,
    });
    await log('OK', person.pin, personId);
    return { ...answer, returnPath: state.returnPath };
  } catch (error) {
    await log(error instanceof AppError ? error.code : 'INTERNAL', person.pin, personId);
    throw error;
  }
}

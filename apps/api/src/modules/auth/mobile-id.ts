/**
 * Signing in with mobile-ID (issue item 2): a 6-digit code goes by SMS to the phone the person enrolled;
 * the code signs them in. Codes are stored only as an HMAC; at most 5 wrong tries per code and 3 codes
 * per pinfl per 15 minutes; a new code closes the earlier ones. Every attempt goes to the query log.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Language } from '@portal/contracts';
import { maskPhone, MOBILE_ID_RULES } from '@portal/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MobileIdAdapter } from '../../adapters/mobile-id';
import type { PersonRegistryAdapter } from '../../adapters/person-registry';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/translate';
import { writeQueryLog } from '../query-log/write';
import { personIdOfPinfl } from './person-of-pinfl';
import { signInPerson } from './sessions';

function codeHash(secret: string, otpId: string, code: string): string {
  return createHmac('sha256', secret).update(`${otpId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function log(
  db: Database,
  request: FastifyRequest,
  outcome: string,
  pinfl: string | null,
  details: Record<string, unknown>,
) {
  return writeQueryLog(db, request, {
    action: 'SIGN_IN',
    channel: 'MOBILE_ID',
    outcome,
    subjectPinfl: pinfl,
    details,
  });
}

/** GET mobileId/byPin: sends a fresh code to the person's enrolled phone. */
export async function sendMobileIdCode(
  db: Database,
  config: Config,
  mobileId: MobileIdAdapter,
  request: FastifyRequest,
  input: { pinfl: string; lang: Language },
) {
  const { pinfl } = input;
  const step = { step: 'byPin' };
  const refuse = async (error: unknown) => {
    await log(db, request, error instanceof AppError ? error.code : 'INTERNAL', pinfl, step);
    return error;
  };

  const windowStart = sql`now() - make_interval(mins => ${MOBILE_ID_RULES.windowMinutes})`;
  const recent = async (tx: Database) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(otpCodes)
      .where(and(eq(otpCodes.pinfl, pinfl), gt(otpCodes.createdAt, windowStart)));
    return row!.n;
  };
  if ((await recent(db)) >= MOBILE_ID_RULES.maxCodesPerWindow)
    throw await refuse(new AppError('OTP_TOO_MANY_CODES', { messageKey: 'errors:business.otpTooManyCodes' }));

  let phone: string | null;
  try {
    phone = await mobileId.enrolledPhone(pinfl, request.id);
  } catch (error) {
    throw await refuse(error);
  }
  if (!phone)
    throw await refuse(
      new AppError('MOBILE_ID_NOT_ENROLLED', { messageKey: 'errors:identity.notEnrolled', field: 'pinfl' }),
    );

  const otpId = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(MOBILE_ID_RULES.codeLength, '0');
  const ttlMs = config.mobileId.otpTtlMs;
  // One process at a time per pinfl counts and inserts, so two quick requests cannot pass the limit together.
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${pinfl}`}))`);
    if ((await recent(tx as unknown as Database)) >= MOBILE_ID_RULES.maxCodesPerWindow) return false;
    await tx.insert(otpCodes).values({
      id: otpId,
      pinfl,
      phoneMasked: maskPhone(phone),
      codeHash: codeHash(config.mobileId.otpSecret, otpId, code),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return true;
  });
  if (!allowed)
    throw await refuse(new AppError('OTP_TOO_MANY_CODES', { messageKey: 'errors:business.otpTooManyCodes' }));

  try {
    const text = translate(input.lang, 'identity:sms.loginCode', { code });
    await mobileId.sendSms(phone, text, otpId, request.id);
  } catch (error) {
    // Not sent: the code never existed for the user, and it does not count toward the limit.
    await db.delete(otpCodes).where(eq(otpCodes.id, otpId));
    throw await refuse(error);
  }
  await db.update(otpCodes).set({ sentAt: new Date() }).where(eq(otpCodes.id, otpId));
  await db
    .update(otpCodes)
    .set({ closedAt: new Date() })
    .where(
      and(
        eq(otpCodes.pinfl, pinfl),
        ne(otpCodes.id, otpId),
        isNull(otpCodes.closedAt),
        isNull(otpCodes.consumedAt),
      ),
    );
  await log(db, request, 'CODE_SENT', pinfl, step);
  return { otp_id: otpId, duration: Math.round(ttlMs / 1000), phone: maskPhone(phone) };
}

/** GET mobileId/verify: signs in with the code of `otp_id`. */
export async function verifyMobileIdCode(
  db: Database,
  config: Config,
  registry: PersonRegistryAdapter,
  request: FastifyRequest,
  input: { otpId: string; code: string },
) {
  // Checked and counted under a row lock, so that parallel guesses cannot exceed the tries.
  const outcome = await db.transaction(async (tx) => {
    const [otp] = await tx.select().from(otpCodes).where(eq(otpCodes.id, input.otpId)).for('update');
    if (!otp || !otp.sentAt) return { error: 'OTP_NOT_FOUND' as const, pinfl: null };
    const { pinfl } = otp;
    if (otp.consumedAt || (otp.closedAt && otp.wrongAttempts < MOBILE_ID_RULES.maxWrongTries))
      return { error: 'OTP_NOT_FOUND' as const, pinfl };
    if (otp.wrongAttempts >= MOBILE_ID_RULES.maxWrongTries)
      return { error: 'OTP_TOO_MANY_ATTEMPTS' as const, pinfl };
    if (otp.expiresAt.getTime() <= Date.now()) return { error: 'OTP_NOT_FOUND' as const, pinfl };
    if (!sameHash(otp.codeHash, codeHash(config.mobileId.otpSecret, otp.id, input.code))) {
      const wrong = otp.wrongAttempts + 1;
      await tx
        .update(otpCodes)
        .set({
          wrongAttempts: wrong,
          ...(wrong >= MOBILE_ID_RULES.maxWrongTries ? { closedAt: new Date() } : {}),
        })
        .where(eq(otpCodes.id, otp.id));
      return wrong >= MOBILE_ID_RULES.maxWrongTries
        ? { error: 'OTP_TOO_MANY_ATTEMPTS' as const, pinfl }
        : { error: 'OTP_WRONG' as const, pinfl, left: MOBILE_ID_RULES.maxWrongTries - wrong };
    }
    await tx.update(otpCodes).set({ consumedAt: new Date() }).where(eq(otpCodes.id, otp.id));
    return { error: null, pinfl };
  });

  if (outcome.error) {
    await log(db, request, outcome.error, outcome.pinfl, { step: 'verify', otpId: input.otpId });
    if (outcome.error === 'OTP_WRONG')
      throw new AppError('OTP_WRONG', {
        messageKey: 'errors:identity.otpWrongLeft',
        params: { left: outcome.left },
        field: 'code',
      });
    if (outcome.error === 'OTP_TOO_MANY_ATTEMPTS')
      throw new AppError('OTP_TOO_MANY_ATTEMPTS', { messageKey: 'errors:business.otpTooManyAttempts' });
    throw new AppError('OTP_NOT_FOUND', { messageKey: 'errors:business.otpExpired' });
  }

  const pinfl = outcome.pinfl!;
  let personId: number;
  try {
    personId = await personIdOfPinfl(db, registry, request, pinfl, 'mobile-ID sign-in');
  } catch (error) {
    await log(db, request, error instanceof AppError ? error.code : 'INTERNAL', pinfl, { step: 'verify' });
    throw error;
  }
  try {
    const answer = await signInPerson(db, {
      personId,
      method: 'MOBILE_ID',
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      ttlMs: config.sessionTtlMs,
    });
    await db.update(otpCodes).set({ personId }).where(eq(otpCodes.id, input.otpId));
    await writeQueryLog(db, request, {
      action: 'SIGN_IN',
      channel: 'MOBILE_ID',
      outcome: 'OK',
      subjectPinfl: pinfl,
      actorPersonId: personId,
      details: { step: 'verify', otpId: input.otpId },
    });
    return answer;
  } catch (error) {
    await log(db, request, error instanceof AppError ? error.code : 'INTERNAL', pinfl, {
      step: 'verify',
      otpId: input.otpId,
    });
    throw error;
  }
}

/**
 * Signing in with mobile-ID: a 6-digit code goes by SMS to the phone the person enrolled;
 * the code signs them in. Codes are stored only as an HMAC; at most 5 wrong tries per code; code sends
 * are limited per client address and pinfl, per client address and per pinfl (MOBILE_ID_RULES); a new
 * code closes the earlier ones. The answer is the same whether the pinfl is enrolled or not. Every
 * attempt goes to the query log.
 */
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Language } from '@portal/contracts';
import { HIDDEN_PHONE, maskPhone, MOBILE_ID_RULES } from '@portal/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MobileIdAdapter } from '../../adapters/mobile-id';
import type { PersonRegistryAdapter } from '../../adapters/person-registry';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { countHit, uncountHit } from '../../db/counters';
import { otpCodes, queryLog } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/translate';
import { writeQueryLog } from '../query-log';
import { personIdOfPinfl } from './person-of-pinfl';
import { signInFromRequest } from './sessions';
import { firstId } from '../../db/rows';

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

/** Whether the person signed in from this client address lately: then it is their own client. */
async function isOwnClient(db: Database, ip: string, pinfl: string): Promise<boolean> {
  const row = await firstId(
    db,
    queryLog,
    and(
      eq(queryLog.subjectPinfl, pinfl),
      gt(queryLog.at, sql`now() - make_interval(days => ${MOBILE_ID_RULES.ownClientDays})`),
      eq(queryLog.action, 'SIGN_IN'),
      eq(queryLog.outcome, 'OK'),
      eq(queryLog.ip, ip.slice(0, 64)),
    ),
  );
  return row !== undefined;
}

/**
 * Counts a code send against the limits: per client address and pinfl, per client address, and per
 * pinfl from every address but the person's own. Counter keys hold no pinfl or address in the clear
 * (an HMAC with OTP_SECRET). Answers whether the send is allowed and how to take its hits back (a
 * refused send, or one the gateway did not take, uses up nothing).
 */
async function countCodeSend(db: Database, config: Config, ip: string, pinfl: string) {
  const windowMs = MOBILE_ID_RULES.windowMinutes * 60_000;
  const key = (kind: string, value: string) =>
    `mobileId/byPin|${kind}|${createHmac('sha256', config.mobileId.otpSecret).update(value).digest('hex')}`;
  const counted: string[] = [];
  const within = async (counterKey: string, max: number) => {
    counted.push(counterKey);
    return (await countHit(db, counterKey, windowMs)).count <= max;
  };
  const release = () => Promise.all(counted.map((k) => uncountHit(db, k)));
  const allowed =
    (await within(key('client-person', `${ip}|${pinfl}`), MOBILE_ID_RULES.maxCodesPerClientAndPerson)) &&
    (await within(key('client', ip), MOBILE_ID_RULES.maxCodesPerClient)) &&
    ((await isOwnClient(db, ip, pinfl)) ||
      (await within(key('person', pinfl), MOBILE_ID_RULES.maxCodesPerPerson)));
  if (!allowed) await release();
  return { allowed, release };
}

/**
 * GET mobileId/byPin: sends a fresh code to the person's enrolled phone. A pinfl not enrolled (or
 * unknown) gets the same answer with a code that was never sent and can never match, so the answer does
 * not tell whether a pinfl is enrolled; its wrong tries answer as any code's do.
 */
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

  const send = await countCodeSend(db, config, request.ip, pinfl);
  if (!send.allowed)
    throw await refuse(new AppError('OTP_TOO_MANY_CODES', { messageKey: 'errors:business.otpTooManyCodes' }));

  let phone: string | null;
  try {
    phone = await mobileId.enrolledPhone(pinfl, request.id);
  } catch (error) {
    await send.release();
    throw await refuse(error);
  }

  const otpId = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(MOBILE_ID_RULES.codeLength, '0');
  const ttlMs = config.mobileId.otpTtlMs;
  await db.insert(otpCodes).values({
    id: otpId,
    pinfl,
    phoneMasked: phone ? maskPhone(phone) : HIDDEN_PHONE,
    // not enrolled: random bytes, not the HMAC of any code
    codeHash: phone ? codeHash(config.mobileId.otpSecret, otpId, code) : randomBytes(32).toString('hex'),
    expiresAt: new Date(request.clock.now().getTime() + ttlMs),
  });

  if (phone) {
    try {
      const text = translate(input.lang, 'identity:sms.loginCode', { code });
      await mobileId.sendSms(phone, text, otpId, request.id);
    } catch (error) {
      // Not sent: the code never existed for the user, and it does not count toward the limits.
      await db.delete(otpCodes).where(eq(otpCodes.id, otpId));
      await send.release();
      throw await refuse(error);
    }
  }
  await db.update(otpCodes).set({ sentAt: request.clock.now() }).where(eq(otpCodes.id, otpId));
  await db
    .update(otpCodes)
    .set({ closedAt: request.clock.now() })
    .where(
      and(
        eq(otpCodes.pinfl, pinfl),
        ne(otpCodes.id, otpId),
        isNull(otpCodes.closedAt),
        isNull(otpCodes.consumedAt),
      ),
    );
  await log(db, request, phone ? 'CODE_SENT' : 'MOBILE_ID_NOT_ENROLLED', pinfl, step);
  return { otp_id: otpId, duration: Math.round(ttlMs / 1000), phone: HIDDEN_PHONE };
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
    if (otp.expiresAt.getTime() <= request.clock.now().getTime())
      return { error: 'OTP_NOT_FOUND' as const, pinfl };
    if (!sameHash(otp.codeHash, codeHash(config.mobileId.otpSecret, otp.id, input.code))) {
      const wrong = otp.wrongAttempts + 1;
      await tx
        .update(otpCodes)
        .set({
          wrongAttempts: wrong,
          ...(wrong >= MOBILE_ID_RULES.maxWrongTries ? { closedAt: request.clock.now() } : {}),
        })
        .where(eq(otpCodes.id, otp.id));
      return wrong >= MOBILE_ID_RULES.maxWrongTries
        ? { error: 'OTP_TOO_MANY_ATTEMPTS' as const, pinfl }
        : { error: 'OTP_WRONG' as const, pinfl, left: MOBILE_ID_RULES.maxWrongTries - wrong };
    }
    await tx.update(otpCodes).set({ consumedAt: request.clock.now() }).where(eq(otpCodes.id, otp.id));
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
    const answer = await signInFromRequest(db, request, config.sessionTtlMs, {
      personId,
      method: 'MOBILE_ID',
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

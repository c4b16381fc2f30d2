import { MOBILE_ID_RULES } from '@portal/domain';
import { createPopulation } from '@portal/synthetic';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, persons, queryLog, sessions, userAccounts } from '../../db/schema';
import { seedDemoPersonas } from '../../db/seed/seed-personas';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from '../../../test/helpers/test-app';

const sim = withGovSim();
const ctx = useTestApp(() => ({
  GOV_SIM_URL: sim.url,
  SIGN_IN_RATE_LIMIT_MAX: '1000',
  TEST_CLOCK_OFFSET_HEADER: 'true',
}));
const population = createPopulation();

/** byPin from the client address `client` (each test that counts sends uses its own addresses). */
const byPin = (pinfl: string, lang = 'eng', client = '127.0.0.1') =>
  ctx.app.inject({
    url: `/api/v.1/mobileId/byPin?pinfl=${encodeURIComponent(pinfl)}`,
    headers: { 'accept-language': lang },
    remoteAddress: client,
  });
const verify = (otpId: string, code: string, lang = 'eng', client = '127.0.0.1') =>
  ctx.app.inject({
    url: `/api/v.1/mobileId/verify?otp_id=${otpId}&code=${encodeURIComponent(code)}`,
    headers: { 'accept-language': lang },
    remoteAddress: client,
  });

/** The code the SMS gateway delivered last to the phone. */
async function lastCode(phone: string): Promise<string> {
  const res = await fetch(`${sim.url}/sms-gateway/inbox/last?phone=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const logOf = (pinfl: string) =>
  ctx.db.select().from(queryLog).where(eq(queryLog.subjectPinfl, pinfl)).orderBy(queryLog.id);

async function sessionsOf(pinfl: string) {
  const [person] = await ctx.db.select().from(persons).where(eq(persons.pinfl, pinfl));
  if (!person) return [];
  const [account] = await ctx.db.select().from(userAccounts).where(eq(userAccounts.personId, person.id));
  if (!account) return [];
  return ctx.db.select().from(sessions).where(eq(sessions.userAccountId, account.id));
}

describe('mobile-ID sign-in', () => {
  it('sends a 6-digit code to the enrolled phone and signs in with it (spec section 4 answer)', async () => {
    await seedDemoPersonas(ctx.db);
    const lawyer = population.persona('lawyer');
    const sent = await byPin(lawyer.pinfl);
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    // No digit of the phone: the answer is the same for a pinfl not enrolled.
    expect(body).toMatchObject({ duration: 120, phone: '+998 ** *** ** **' });
    expect(body.otp_id).toMatch(/^[0-9a-f-]{36}$/);
    const code = await lastCode(lawyer.phone);
    expect(code).toMatch(/^\d{6}$/);

    // Stored only as a keyed hash.
    const [row] = await ctx.db.select().from(otpCodes).where(eq(otpCodes.id, body.otp_id));
    expect(JSON.stringify(row)).not.toContain(code);

    const res = await verify(body.otp_id, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'LAWYER', isDirector: false, uploadPath: '/api/v.1/files/' });
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, (await import('./sessions')).hashToken(res.json().token)));
    expect(session).toMatchObject({ method: 'MOBILE_ID', role: 'LAWYER' });
    expect((await logOf(lawyer.pinfl)).map((l) => l.outcome)).toEqual(['CODE_SENT', 'OK']);

    // A used code does not work twice.
    expect((await verify(body.otp_id, code)).json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
  });

  it('the SMS is in the caller’s language', async () => {
    const user = population.persona('user');
    await byPin(user.pinfl, 'ru');
    const res = await fetch(`${sim.url}/sms-gateway/inbox/last?phone=${encodeURIComponent(user.phone)}`);
    expect(((await res.json()) as { text: string }).text).toMatch(/Код входа/);
  });

  it('refuses 6 wrong codes: 4 with the tries left, then too many attempts, even for the right code; nothing stored', async () => {
    const director = population.persona('director');
    const { otp_id } = (await byPin(director.pinfl)).json();
    const code = await lastCode(director.phone);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await verify(otp_id, wrongOf(code)));
    // the six wrong codes: four told the tries left, then too many attempts
    const sixWrong = [
      ...Array<string>(4).fill('OTP_WRONG'),
      'OTP_TOO_MANY_ATTEMPTS',
      'OTP_TOO_MANY_ATTEMPTS',
    ];
    expect(answers.map((a) => a.json().code)).toEqual(sixWrong);
    expect(answers[0]!.statusCode).toBe(422);
    expect(answers[0]!.json().message).toBe('Wrong code. Tries left: 4.');
    expect(answers[3]!.json().message).toBe('Wrong code. Tries left: 1.');
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.json().message).toBe('Too many attempts. Request a new code.');
    const right = await verify(otp_id, code);
    expect(right.json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
    expect(await sessionsOf(director.pinfl)).toEqual([]);
    expect((await logOf(director.pinfl)).map((l) => l.outcome)).toEqual([
      'CODE_SENT',
      ...sixWrong,
      'OTP_TOO_MANY_ATTEMPTS', // the right code, too late
    ]);
  });

  it('answers OTP_NOT_FOUND ("code expired") for an expired code, one replaced by a newer code and an unknown id', async () => {
    const expert = population.persona('expert');
    const first = (await byPin(expert.pinfl)).json();
    const firstCode = await lastCode(expert.phone);
    const second = (await byPin(expert.pinfl)).json();
    const secondCode = await lastCode(expert.phone);
    const replaced = await verify(first.otp_id, firstCode);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toMatchObject({
      code: 'OTP_NOT_FOUND',
      message: 'The code has expired. Request a new code.',
    });

    await ctx.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.id, second.otp_id));
    const expired = await verify(second.otp_id, secondCode, 'lt');
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({
      code: 'OTP_NOT_FOUND',
      message: 'Kodning amal qilish muddati tugadi. Yangi kod soʻrang.',
    });
    expect(await sessionsOf(expert.pinfl)).toEqual([]);
    const outcomes = (await logOf(expert.pinfl)).map((l) => l.outcome);
    expect(outcomes.slice(-2)).toEqual(['OTP_NOT_FOUND', 'OTP_NOT_FOUND']);
    const unknown = await verify('3b241101-e2bb-4255-8caf-4136c566a962', '123456');
    expect(unknown.json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
  });

  it('a request whose test clock is past the lifetime of the code finds it expired; the real time still signs in', async () => {
    const chamber = population.persona('region-chamber');
    const { otp_id, duration } = (await byPin(chamber.pinfl)).json();
    const code = await lastCode(chamber.phone);
    const late = await ctx.app.inject({
      url: `/api/v.1/mobileId/verify?otp_id=${otp_id}&code=${code}`,
      headers: { 'accept-language': 'eng', 'x-test-clock-offset-ms': String(duration * 1000) },
    });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ code: 'OTP_NOT_FOUND' });
    expect((await verify(otp_id, code)).statusCode).toBe(200);
  });

  it('sends at most 3 codes per client address and pinfl in 15 minutes', async () => {
    const intern = population.persona('intern');
    const client = '192.0.2.10';
    for (let i = 0; i < 3; i++) expect((await byPin(intern.pinfl, 'eng', client)).statusCode).toBe(200);
    const fourth = await byPin(intern.pinfl, 'eng', client);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'OTP_TOO_MANY_CODES' });
    expect(await ctx.db.select().from(otpCodes).where(eq(otpCodes.pinfl, intern.pinfl))).toHaveLength(3);
    const [log] = await ctx.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
    expect(log).toMatchObject({ subjectPinfl: intern.pinfl, outcome: 'OTP_TOO_MANY_CODES' });
  });

  it('does not let a stranger lock a person out: their sends and wrong tries count for their own address', async () => {
    const owner = population.persona('investigator');
    const stranger = '203.0.113.7';
    for (let i = 0; i < 3; i++) {
      const { otp_id } = (await byPin(owner.pinfl, 'eng', stranger)).json();
      for (let t = 0; t < MOBILE_ID_RULES.maxWrongTries; t++) await verify(otp_id, '000000', 'eng', stranger);
    }
    expect((await byPin(owner.pinfl, 'eng', stranger)).json()).toMatchObject({ code: 'OTP_TOO_MANY_CODES' });

    // The person, at their own address, still gets a code and signs in with it.
    const home = '198.51.100.20';
    const sent = await byPin(owner.pinfl, 'eng', home);
    expect(sent.statusCode).toBe(200);
    const res = await verify(sent.json().otp_id, await lastCode(owner.phone), 'eng', home);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INVESTIGATOR' });
  });

  it('answers the same whether the pinfl is enrolled, not enrolled or unknown, also to wrong codes', async () => {
    const enrolled = population.persona('admin').pinfl;
    const notEnrolled = population.persona('no-mobile-id').pinfl;
    const unknown = '31403850000000';
    const answers = [];
    for (const pinfl of [enrolled, notEnrolled, unknown]) {
      const client = `192.0.2.${answers.length + 40}`;
      const sent = await byPin(pinfl, 'eng', client);
      const wrong = [];
      for (let t = 0; t <= MOBILE_ID_RULES.maxWrongTries; t++) {
        const res = await verify(sent.json().otp_id, '000000', 'eng', client);
        wrong.push([res.statusCode, res.json().code, res.json().message]);
      }
      const { otp_id: otpId, ...rest } = sent.json();
      expect(otpId).toMatch(/^[0-9a-f-]{36}$/);
      answers.push({ status: sent.statusCode, headers: Object.keys(sent.headers).sort(), rest, wrong });
    }
    expect(answers[0]).toMatchObject({ status: 200, rest: { duration: 120, phone: '+998 ** *** ** **' } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Nothing went to a phone for the pinfl not enrolled, and the query log knows why.
    expect((await logOf(notEnrolled)).map((l) => l.outcome)[0]).toBe('MOBILE_ID_NOT_ENROLLED');
  });

  it('bounds the codes for one pinfl from all addresses, except from the person’s own', async () => {
    const owner = population.all().find((p) => p.index > 1000 && p.mobileIdEnrolled)!;
    // The person signed in from home before.
    const home = '198.51.100.30';
    const first = (await byPin(owner.pinfl, 'eng', home)).json();
    expect((await verify(first.otp_id, await lastCode(owner.phone), 'eng', home)).statusCode).toBe(200);
    let sent = 1; // that first code counted: home was not yet the person's own address
    for (let c = 0; sent < MOBILE_ID_RULES.maxCodesPerPerson; c++) {
      for (
        let i = 0;
        i < MOBILE_ID_RULES.maxCodesPerClientAndPerson && sent < MOBILE_ID_RULES.maxCodesPerPerson;
        i++
      ) {
        expect((await byPin(owner.pinfl, 'eng', `198.18.0.${c + 1}`)).statusCode).toBe(200);
        sent += 1;
      }
    }
    const next = await byPin(owner.pinfl, 'eng', '198.18.1.1');
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({ code: 'OTP_TOO_MANY_CODES' });
    const again = await byPin(owner.pinfl, 'eng', home);
    expect(again.statusCode).toBe(200);
    expect((await verify(again.json().otp_id, await lastCode(owner.phone), 'eng', home)).statusCode).toBe(
      200,
    );
  });

  it('bounds the codes one address asks for, whatever the pinfls', async () => {
    const client = '192.0.2.99';
    const pinfls = population
      .all()
      .filter((p) => p.index > 2000)
      .slice(0, MOBILE_ID_RULES.maxCodesPerClient + 1)
      .map((p) => p.pinfl);
    for (const pinfl of pinfls.slice(0, -1)) expect((await byPin(pinfl, 'eng', client)).statusCode).toBe(200);
    expect((await byPin(pinfls.at(-1)!, 'eng', client)).json()).toMatchObject({ code: 'OTP_TOO_MANY_CODES' });
    expect((await byPin(pinfls.at(-1)!, 'eng', '192.0.2.98')).statusCode).toBe(200);
  });

  it('signs in a person the portal did not know yet, recording them from the person registry', async () => {
    const stranger = population.all().find((p) => p.index > 100 && p.mobileIdEnrolled)!;
    const { otp_id } = (await byPin(stranger.pinfl)).json();
    const res = await verify(otp_id, await lastCode(stranger.phone));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: null, isDirector: false });
    const [row] = await ctx.db.select().from(persons).where(eq(persons.pinfl, stranger.pinfl));
    expect(row).toMatchObject({ lastName: stranger.surname, source: 'REGISTRY' });
    const reads = (await logOf(stranger.pinfl)).filter((l) => l.action === 'PERSON_READ');
    expect(reads).toHaveLength(1);
  });

  it.each([
    ['/api/v.1/mobileId/byPin?pinfl=123', 'pinfl', 'The PINFL must be 14 digits'],
    [`/api/v.1/mobileId/byPin?pinfl=${'9'.repeat(5000)}`, 'pinfl', 'The PINFL must be 14 digits'],
    [
      '/api/v.1/mobileId/byPin?pinfl=' + encodeURIComponent("1' OR '1'='1"),
      'pinfl',
      'The PINFL must be 14 digits',
    ],
    ['/api/v.1/mobileId/byPin', 'pinfl', 'This field can not be empty'],
    ['/api/v.1/mobileId/byPin?pinfl=31403856004118&templateKey=<b>', 'templateKey', undefined],
    ['/api/v.1/mobileId/verify?otp_id=1&code=123456', 'otp_id', undefined],
    [
      '/api/v.1/mobileId/verify?otp_id=3b241101-e2bb-4255-8caf-4136c566a962&code=12345',
      'code',
      'The code must be exactly 6 digits',
    ],
    [
      '/api/v.1/mobileId/verify?otp_id=3b241101-e2bb-4255-8caf-4136c566a962&code=12345a',
      'code',
      'The code must be exactly 6 digits',
    ],
  ])('answers 400 naming the field (%#)', async (url, field, message) => {
    const res = await ctx.app.inject({ url, headers: { 'accept-language': 'eng' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    if (message) expect(res.json().issues[0].message).toBe(message);
  });

  it('accepts the pinfl as the masked input sends it (spaces)', async () => {
    const ministry = population.persona('ministry');
    const spaced = ministry.pinfl.replace(/^(\d{4})(\d{5})(\d{5})$/, '$1 $2 $3');
    expect((await byPin(spaced)).statusCode).toBe(200);
  });
});

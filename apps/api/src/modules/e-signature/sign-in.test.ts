/**
 * E-signature sign-in against the real simulator process (signing client and verification server):
 * the challenge calls, keyForLoginSign, authPayloadByEsp for the demo personas, and the refusals a person
 * may meet (replayed challenge, expired key, untrusted CA, PINFL mismatch, tampered signature) with
 * their messages, nothing stored and each attempt in the query log.
 */
import { createPopulation } from '@portal/synthetic';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { persons, queryLog, sessions, signatures, userAccounts } from '../../db/schema';
import { seedDemoPersonas } from '../../db/seed/seed-personas';
import { translate } from '../../i18n/translate';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from '../../../test/helpers/test-app';

const sim = withGovSim();
const ctx = useTestApp(sim.env);
const population = createPopulation();
const persona = (key: Parameters<typeof population.persona>[0]) => population.persona(key);

async function challenge(): Promise<string> {
  const res = await ctx.app.inject({ url: '/api/v.1/frontend/challange' });
  expect(res.statusCode).toBe(200);
  return res.json().challenge;
}

function signIn(body: unknown, lang = 'eng') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v.1/authPayloadByEsp',
    headers: { 'accept-language': lang, 'user-agent': 'vitest' },
    payload: body as object,
  });
}

async function lastLog() {
  const [row] = await ctx.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
  return row!;
}

async function sessionCount() {
  return ctx.db.$count(sessions);
}

describe('challenges', () => {
  it('frontend/challange and getInfo/challange hand out fresh challenges of the verification server', async () => {
    const a = await ctx.app.inject({ url: '/api/v.1/frontend/challange' });
    const b = await ctx.app.inject({ url: '/api/v.1/getInfo/challange' });
    expect(a.json()).toMatchObject({ ttl: 120, status: 1, message: '', challenge: expect.any(String) });
    expect(b.json().challenge).not.toBe(a.json().challenge);
  });

  it('keyForLoginSign answers the challenge to sign with the chosen key card', async () => {
    const lawyer = persona('lawyer');
    const res = await ctx.app.inject({
      url: `/api/v.1/keyForLoginSign?TIN=${lawyer.tin}&PNFL=${lawyer.pinfl}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pnfl: lawyer.pinfl,
      tin: lawyer.tin,
      ttl: 120,
      challenge: expect.any(String),
    });
    const noTin = await ctx.app.inject({ url: `/api/v.1/keyForLoginSign?PNFL=${lawyer.pinfl}` });
    expect(noTin.json()).toMatchObject({ tin: null });
  });

  it.each([
    ['PNFL=123', 'PNFL'],
    ['PNFL=3140385600411x', 'PNFL'],
    [`TIN=12&PNFL=${'1'.repeat(14)}`, 'TIN'],
    ['', 'PNFL'],
  ])('keyForLoginSign?%s is a 400 naming %s', async (query, field) => {
    const res = await ctx.app.inject({
      url: `/api/v.1/keyForLoginSign?${query}`,
      headers: { 'accept-language': 'eng' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('authPayloadByEsp', () => {
  it('signs in a person the portal does not know yet, fetching them from the person registry', async () => {
    const user = persona('user');
    expect(await ctx.db.$count(persons, eq(persons.pinfl, user.pinfl))).toBe(0);
    const res = await signIn({ signedData: await sim.sign('user', await challenge()), pnfl: user.pinfl });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: null,
      isDirector: false,
      contragentId: null,
      token: expect.any(String),
    });
    const [row] = await ctx.db.select().from(persons).where(eq(persons.pinfl, user.pinfl));
    expect(row).toMatchObject({ lastName: user.surname, firstName: user.firstName, source: 'REGISTRY' });
    expect(await lastLog()).toMatchObject({
      action: 'SIGN_IN',
      channel: 'E_SIGNATURE',
      outcome: 'OK',
      subjectPinfl: user.pinfl,
      actorPersonId: row!.id,
      userAgent: 'vitest',
      details: { serialNumber: sim.card('user').serialNumber },
    });
  });

  describe('demo personas', () => {
    beforeAll(() => seedDemoPersonas(ctx.db));

    it.each([
      ['lawyer', { status: 'LAWYER', isDirector: false }],
      ['director', { status: 'LAWYER', isDirector: true }],
      ['director-legal-entity', { status: 'LAWYER', isDirector: true }],
      ['new-director', { status: null, isDirector: true }],
      ['admin', { status: 'ADMIN', isDirector: false }],
    ] as const)('%s signs in with the login answer of spec section 4', async (cardId, expected) => {
      const card = sim.card(cardId);
      const res = await signIn({ signedData: await sim.sign(cardId, await challenge()), pnfl: card.pinfl });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ...expected, uploadPath: '/api/v.1/files/' });
      const [session] = await ctx.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
      expect(session).toMatchObject({ method: 'E_SIGNATURE' });
    });

    it('the session is real: the token works until sign-out, then answers 401', async () => {
      const res = await signIn({
        signedData: await sim.sign('lawyer', await challenge()),
        pnfl: persona('lawyer').pinfl,
      });
      const headers = { authorization: `Bearer ${res.json().token}` };
      expect((await ctx.app.inject({ url: '/api/v.1/logOut', headers })).statusCode).toBe(204);
      expect((await ctx.app.inject({ url: '/api/v.1/logOut', headers })).statusCode).toBe(401);
    });
  });

  describe('refusals: the right message, nothing stored, the attempt logged', () => {
    beforeAll(() => seedDemoPersonas(ctx.db));

    /** Each refusal's logged outcome and the message key it answers with (all 422 BUSINESS_RULE). */
    const REFUSALS = {
      ESIGN_CHALLENGE_INVALID: 'errors:business.eSignChallengeInvalid',
      ESIGN_KEY_EXPIRED: 'errors:business.eSignKeyExpired',
      ESIGN_UNTRUSTED_CA: 'errors:business.eSignUntrustedCa',
      ESIGN_PINFL_MISMATCH: 'errors:business.eSignPinflMismatch',
      ESIGN_SIGNATURE_INVALID: 'e-signature:errors.signatureInvalid',
    } as const;

    async function expectRefused(body: unknown, outcome: keyof typeof REFUSALS, lang: 'eng' | 'ru' = 'eng') {
      const before = await sessionCount();
      const logsBefore = await ctx.db.$count(queryLog);
      const res = await signIn(body, lang);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'BUSINESS_RULE',
        message: translate(lang, REFUSALS[outcome]),
      });
      expect(await sessionCount()).toBe(before);
      expect(await ctx.db.$count(signatures)).toBe(0);
      expect(await ctx.db.$count(queryLog)).toBe(logsBefore + 1);
      const log = await lastLog();
      expect(log).toMatchObject({ action: 'SIGN_IN', channel: 'E_SIGNATURE', outcome });
      return log;
    }

    it('a replayed challenge', async () => {
      const lawyer = persona('lawyer');
      const signedData = await sim.sign('lawyer', await challenge());
      expect((await signIn({ signedData, pnfl: lawyer.pinfl })).statusCode).toBe(200);
      const log = await expectRefused({ signedData, pnfl: lawyer.pinfl }, 'ESIGN_CHALLENGE_INVALID');
      expect(log.subjectPinfl).toBe(lawyer.pinfl);
    });

    it('a challenge the verification server never handed out', async () => {
      await expectRefused(
        { signedData: await sim.sign('lawyer', 'my-own-challenge'), pnfl: persona('lawyer').pinfl },
        'ESIGN_CHALLENGE_INVALID',
      );
    });

    it('an expired key (in Russian too)', async () => {
      const card = sim.card('intern-expired');
      expect(card.expired).toBe(true);
      await expectRefused(
        { signedData: await sim.sign(card.id, await challenge()), pnfl: card.pinfl },
        'ESIGN_KEY_EXPIRED',
        'ru',
      );
    });

    it('a key of a CA the verification server does not trust', async () => {
      const card = sim.card('lawyer-untrusted');
      await expectRefused(
        { signedData: await sim.sign(card.id, await challenge()), pnfl: card.pinfl },
        'ESIGN_UNTRUSTED_CA',
      );
    });

    it('a PINFL that is not the signer’s', async () => {
      const log = await expectRefused(
        { signedData: await sim.sign('lawyer', await challenge()), pnfl: persona('director').pinfl },
        'ESIGN_PINFL_MISMATCH',
      );
      expect(log.subjectPinfl).toBe(persona('director').pinfl);
    });

    it('a tampered signature (the signed challenge changed after signing)', async () => {
      const text = await challenge();
      const der = Buffer.from(await sim.sign('lawyer', text), 'base64');
      const at = der.indexOf(Buffer.from(text, 'utf8'));
      der.write('x', at, 'utf8'); // a challenge is hex and dashes: 'x' always changes it
      await expectRefused(
        { signedData: der.toString('base64'), pnfl: persona('lawyer').pinfl },
        'ESIGN_SIGNATURE_INVALID',
      );
    });

    it('base64 that is no PKCS#7, and a detached signature', async () => {
      await expectRefused(
        { signedData: Buffer.from("' OR 1=1 --").toString('base64'), pnfl: persona('lawyer').pinfl },
        'ESIGN_SIGNATURE_INVALID',
      );
      const detached = await sim.sign('lawyer', await challenge(), { detached: true });
      await expectRefused({ signedData: detached, pnfl: persona('lawyer').pinfl }, 'ESIGN_SIGNATURE_INVALID');
    });

    it.each([
      [{ signedData: '<script>alert(1)</script>', pnfl: '31403856004118' }, 'signedData'],
      [{ signedData: 'A'.repeat(70_000), pnfl: '31403856004118' }, 'signedData'],
      [{ signedData: 'QUJD', pnfl: '314038560041' }, 'pnfl'],
      [{ signedData: 'QUJD', pnfl: 31403856004118 }, 'pnfl'],
      [{ pnfl: '31403856004118' }, 'signedData'],
    ])('malformed body %# is a 400 naming the field, and is logged', async (body, field) => {
      const before = await sessionCount();
      const res = await signIn(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(await sessionCount()).toBe(before);
      expect(await lastLog()).toMatchObject({ channel: 'E_SIGNATURE', outcome: 'VALIDATION_FAILED' });
    });

    it('a blocked account is refused with 422 ACCOUNT_BLOCKED and logged', async () => {
      const admin = persona('admin');
      const [person] = await ctx.db.select().from(persons).where(eq(persons.pinfl, admin.pinfl));
      await ctx.db.update(userAccounts).set({ blocked: true }).where(eq(userAccounts.personId, person!.id));
      try {
        const before = await sessionCount();
        const res = await signIn({
          signedData: await sim.sign('admin', await challenge()),
          pnfl: admin.pinfl,
        });
        expect(res.statusCode).toBe(422);
        expect(await sessionCount()).toBe(before);
        expect(await lastLog()).toMatchObject({ outcome: 'ACCOUNT_BLOCKED', subjectPinfl: admin.pinfl });
      } finally {
        await ctx.db
          .update(userAccounts)
          .set({ blocked: false })
          .where(eq(userAccounts.personId, person!.id));
      }
    });

    it('every refused attempt is in the query log with its reason', async () => {
      const rows = await ctx.db
        .select({ outcome: queryLog.outcome })
        .from(queryLog)
        .where(and(eq(queryLog.channel, 'E_SIGNATURE'), sql`${queryLog.outcome} like 'ESIGN_%'`));
      expect(new Set(rows.map((r) => r.outcome))).toEqual(
        new Set([
          'ESIGN_CHALLENGE_INVALID',
          'ESIGN_KEY_EXPIRED',
          'ESIGN_UNTRUSTED_CA',
          'ESIGN_PINFL_MISMATCH',
          'ESIGN_SIGNATURE_INVALID',
        ]),
      );
    });
  });
});

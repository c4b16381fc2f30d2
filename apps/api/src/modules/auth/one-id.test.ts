import { createPopulation, generatePerson } from '@portal/synthetic';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { persons, queryLog, sessions, ssoStates, userAccounts } from '../../db/schema';
import { seedDemoPersonas } from '../../db/seed/seed-personas';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from '../../../test/helpers/test-app';
import { oneIdReturnUrl } from './one-id';

const sim = withGovSim();
const ctx = useTestApp(() => ({ GOV_SIM_URL: sim.url, PUBLIC_URL: 'http://127.0.0.1:5173' }));
/** The address the browser uses in these tests: the PUBLIC_URL's. */
const PORTAL_HOST = '127.0.0.1:5173';
const population = createPopulation();

/** GET oneId/start at the portal address `host`: the SSO address and the browser cookie. */
async function start(cookie?: string, host = PORTAL_HOST) {
  const res = await ctx.app.inject({
    url: '/api/v.1/oneId/start',
    headers: { host, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const browser = /portal_sso=([^;]+)/.exec(setCookie)![1]!;
  return { url: new URL(res.json<{ url: string }>().url), cookie: `portal_sso=${browser}`, setCookie };
}

/** The person chooses themselves on gov-sim's OneID page; answers the redirect's code and state. */
async function chooseAt(url: URL, pinfl: string) {
  const form = new URLSearchParams(url.searchParams);
  form.set('pinfl', pinfl);
  const res = await fetch(url.origin + url.pathname, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, back };
}

const complete = (code: string, state: string, cookie?: string, host = PORTAL_HOST) =>
  ctx.app.inject({
    url: `/api/v.1/redirectUri?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
    headers: { host, 'accept-language': 'eng', ...(cookie ? { cookie } : {}) },
  });

async function signIn(pinfl: string) {
  const started = await start();
  const { code, state } = await chooseAt(started.url, pinfl);
  return complete(code, state, started.cookie);
}

async function lastLog(pinfl?: string) {
  const rows = await ctx.db
    .select()
    .from(queryLog)
    .where(pinfl ? eq(queryLog.subjectPinfl, pinfl) : undefined)
    .orderBy(desc(queryLog.id))
    .limit(1);
  return rows[0];
}

async function sessionCount() {
  return (await ctx.db.select().from(sessions)).length;
}

describe('OneID single sign-on', () => {
  it('sends the browser to the SSO with the one-id parameters and a state bound by an http-only cookie', async () => {
    await seedDemoPersonas(ctx.db);
    const { url, setCookie } = await start();
    expect(url.origin).toBe(sim.url);
    expect(url.pathname).toBe('/one-id/sso/oauth/Authorization.do');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'one_code',
      client_id: 'legal-aid-portal',
      scope: 'legal-aid-portal',
      redirect_uri: 'http://127.0.0.1:5173/one-id',
    });
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it.each([
    ['lawyer', { status: 'LAWYER', isDirector: false }],
    ['director', { status: 'LAWYER', isDirector: true }],
    ['new-director', { status: null, isDirector: true }],
    ['user', { status: null, isDirector: false, contragentId: null }],
    ['admin', { status: 'ADMIN', isDirector: false }],
  ] as const)('signs in the %s persona with the login answer of spec section 4', async (key, expected) => {
    const person = population.persona(key);
    const res = await signIn(person.pinfl);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ ...expected, uploadPath: '/api/v.1/files/', returnPath: null });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await ctx.app.inject({
      url: '/api/v.1/logOut',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(me.statusCode).toBe(204);
    expect(await lastLog(person.pinfl)).toMatchObject({ action: 'SIGN_OUT', outcome: 'OK' });
  });

  it('records a person it did not know from the SSO identify answer, as a USER', async () => {
    const stranger = population.at(4321)!;
    const res = await signIn(stranger.pinfl);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: null, isDirector: false });
    const [row] = await ctx.db.select().from(persons).where(eq(persons.pinfl, stranger.pinfl));
    expect(row).toMatchObject({
      lastName: stranger.surname,
      firstName: stranger.firstName,
      birthDate: stranger.birthDate,
      passport: stranger.passport,
      phone: stranger.phone,
      source: 'SSO',
    });
    expect(await lastLog(stranger.pinfl)).toMatchObject({ action: 'SIGN_IN', channel: 'SSO', outcome: 'OK' });
  });

  it.each([
    [4005, 'Saʼdulla oʻgʻli'],
    [4003, 'Adham qizi'],
  ])(
    'keeps the patronymic suffix of a new person in lower case, as the registry gives it (%s)',
    async (at, patronymic) => {
      const stranger = population.at(at)!;
      expect(stranger.patronymic).toBe(patronymic);
      expect((await signIn(stranger.pinfl)).statusCode).toBe(200);
      const [row] = await ctx.db.select().from(persons).where(eq(persons.pinfl, stranger.pinfl));
      expect(row).toMatchObject({
        lastName: stranger.surname,
        firstName: stranger.firstName,
        parentName: patronymic,
      });
    },
  );

  it('refuses a tampered, unknown, foreign-browser, used or expired state, saying which: nothing stored, each attempt logged', async () => {
    const person = generatePerson(4400);
    const started = await start();
    const { code, state } = await chooseAt(started.url, person.pinfl);
    const before = await sessionCount();
    const tampered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    for (const [badState, cookie, refusal, message] of [
      [tampered, started.cookie, 'unknown', /not belong to a sign-in this portal started/],
      ['not-a-state', started.cookie, 'unknown', /not belong to a sign-in this portal started/],
      [state, undefined, 'noCookie', /another address of the portal.*http:\/\/127\.0\.0\.1:5173/],
      [state, `portal_sso=${'x'.repeat(43)}`, 'otherBrowser', /started in another browser/],
    ] as const) {
      const res = await complete(code, badState, cookie);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'SSO_STATE_INVALID' });
      expect(res.json().message).toMatch(message);
      expect(res.json().message).not.toMatch(/expired/);
      const log = await lastLog();
      expect(log).toMatchObject({ action: 'SIGN_IN', channel: 'SSO', outcome: 'SSO_STATE_INVALID' });
      expect(log!.details).toEqual({ refusal });
    }
    expect(await sessionCount()).toBe(before);
    expect(await ctx.db.select().from(persons).where(eq(persons.pinfl, person.pinfl))).toEqual([]);

    // The genuine state still works once, and only once (a replayed redirect is refused).
    expect((await complete(code, state, started.cookie)).statusCode).toBe(200);
    const replay = await complete(code, state, started.cookie);
    expect(replay.json()).toMatchObject({ code: 'SSO_STATE_INVALID' });
    expect(replay.json().message).toMatch(/already been completed/);

    // A sign-in left open longer than the state lives says so, with the time it had.
    const late = await start();
    const lateAnswer = await chooseAt(late.url, person.pinfl);
    await ctx.db
      .update(ssoStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(ssoStates.usedAt));
    const expired = await complete(lateAnswer.code, lateAnswer.state, late.cookie);
    expect(expired.json()).toMatchObject({ code: 'SSO_STATE_INVALID' });
    expect(expired.json().message).toMatch(/took longer than 10 minutes/);
  });

  it('returns to the address the sign-in started from (127.0.0.1 beside localhost) and completes there', async () => {
    const person = population.persona('user');
    const started = await start(undefined, '127.0.0.1:8080');
    expect(started.url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8080/one-id');
    const { code, state, back } = await chooseAt(started.url, person.pinfl);
    expect(back.origin).toBe('http://127.0.0.1:8080');
    const res = await complete(code, state, started.cookie, '127.0.0.1:8080');
    expect(res.statusCode).toBe(200);

    const fromLocalhost = await start(undefined, 'localhost:8080');
    expect(fromLocalhost.url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/one-id');
  });

  it('returns to the public address when started from any other host, and from loopback in production', () => {
    const asked = (host: string, config = ctx.config) => oneIdReturnUrl(config, { protocol: 'http', host });
    expect(asked('evil.example')).toBe('http://127.0.0.1:5173/one-id');
    expect(asked('evil.example:8080')).toBe('http://127.0.0.1:5173/one-id');
    const production = { ...ctx.config, env: 'production' as const, publicUrl: 'https://advokat.uz' };
    expect(asked('127.0.0.1:8080', production)).toBe('https://advokat.uz/one-id');
    expect(asked('advokat.uz', production)).toBe('https://advokat.uz/one-id');
    const registered = {
      ...ctx.config,
      oneId: { ...ctx.config.oneId, redirectUri: 'https://sso.example/back' },
    };
    expect(asked('127.0.0.1:8080', registered)).toBe('https://sso.example/back');
  });

  it('refuses a code the SSO does not know, and answers in the caller’s language', async () => {
    const started = await start();
    const state = started.url.searchParams.get('state')!;
    const res = await ctx.app.inject({
      url: `/api/v.1/redirectUri?code=forged-code&state=${state}`,
      headers: { cookie: started.cookie, 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SSO_REFUSED' });
    expect(res.json().message).toMatch(/[А-Яа-я]/);
    expect(await lastLog()).toMatchObject({ outcome: 'SSO_CODE_REFUSED' });
  });

  it.each([
    ['', 'code'],
    ['<script>', 'code'],
    ["x' OR '1'='1", 'code'],
    ['a'.repeat(600), 'code'],
  ])('answers 400 for the bad code %j', async (code, field) => {
    const res = await ctx.app.inject({
      url: `/api/v.1/redirectUri?code=${encodeURIComponent(code)}&state=abc`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('refuses a blocked account with its own message', async () => {
    const person = population.persona('ministry');
    await signIn(person.pinfl);
    const [row] = await ctx.db.select().from(persons).where(eq(persons.pinfl, person.pinfl));
    await ctx.db.update(userAccounts).set({ blocked: true }).where(eq(userAccounts.personId, row!.id));
    const res = await signIn(person.pinfl);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    expect(await lastLog(person.pinfl)).toMatchObject({ outcome: 'ACCOUNT_BLOCKED' });
    await ctx.db.update(userAccounts).set({ blocked: false }).where(eq(userAccounts.personId, row!.id));
  });

  it('returns to /announcement when the sign-in started there, and to nowhere else', async () => {
    const res = await ctx.app.inject({
      url: '/api/v.1/oneId/start?returnTo=/announcement',
      headers: { host: PORTAL_HOST },
    });
    const url = new URL(res.json().url);
    const cookie = /portal_sso=[^;]+/.exec(String(res.headers['set-cookie']))![0];
    const { code, state } = await chooseAt(url, population.persona('user').pinfl);
    expect((await complete(code, state, cookie)).json()).toMatchObject({ returnPath: '/announcement' });
    const evil = await ctx.app.inject({ url: '/api/v.1/oneId/start?returnTo=https://evil.example' });
    expect(evil.statusCode).toBe(400);
  });

  it('ends the SSO session too at sign-out', async () => {
    const person = population.persona('expert');
    const answer = (await signIn(person.pinfl)).json();
    const [row] = await ctx.db
      .select({ id: sessions.id, token: sessions.ssoAccessToken })
      .from(sessions)
      .innerJoin(userAccounts, eq(userAccounts.id, sessions.userAccountId))
      .innerJoin(persons, and(eq(persons.id, userAccounts.personId), eq(persons.pinfl, person.pinfl)))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(row!.token).toBeTruthy();
    await ctx.app.inject({ url: '/api/v.1/logOut', headers: { authorization: `Bearer ${answer.token}` } });
    const identify = async () =>
      fetch(`${sim.url}/one-id/sso/oauth/Authorization.do`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'one_access_token_identify',
          client_id: 'legal-aid-portal',
          client_secret: 'dev-one-id-secret',
          access_token: row!.token!,
        }),
      });
    await expect.poll(async () => (await identify()).status).toBe(400);
    const again = await ctx.app.inject({
      url: '/api/v.1/logOut',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(again.statusCode).toBe(401);
  });
});

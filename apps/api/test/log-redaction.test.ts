/**
 * The log keeps no secrets: the API's own log of a full sign-in (OneID and mobile-ID) and an order
 * journey, at debug, holds no one-time code, no OneID code or state and no PINFL, while its request lines
 * still say which calls were made. The five look-ups by a person's PINFL take it in the body, so their
 * addresses (in the log and in every proxy's) hold none; a PINFL that reaches a line another way is masked.
 */
import { createPopulation } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/request-log';
import { someone } from './helpers/legal-aid-fixtures';
import { buildWorld, callApi, type Member, requestBody } from './helpers/legal-aid-world';
import { useWorld } from './helpers/world';
import { legalAidSteps } from './legal-aid/steps';

const lines: string[] = [];
const { sim, ctx, w } = useWorld(buildWorld, {
  env: { LOG_LEVEL: 'debug', SIGN_IN_RATE_LIMIT_MAX: '1000' },
  logStream: { write: (line) => void lines.push(line) },
});
const population = createPopulation();

/** Whether `value` stands in the log as a value of its own (not inside a longer run of digits or letters). */
function inLog(value: string): boolean {
  const pattern = new RegExp(
    `(?<![0-9A-Za-z])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`,
  );
  return lines.some((line) => pattern.test(line));
}

describe('the log of a sign-in and order journey', () => {
  it('holds no one-time code, OneID code or state, and no PINFL', async () => {
    const secrets = new Map<string, string>();

    // OneID: the portal's start, gov-sim's sign-in form, the portal's redirect address with code and state.
    const lawyer = population.persona('lawyer');
    const started = await ctx.app.inject({ url: '/api/v.1/oneId/start' });
    expect(started.statusCode).toBe(200);
    const cookie = /portal_sso=[^;]+/.exec(String(started.headers['set-cookie']))![0];
    const authorize = new URL(started.json<{ url: string }>().url);
    const form = new URLSearchParams(authorize.searchParams);
    form.set('pinfl', lawyer.pinfl);
    const chosen = await fetch(authorize.origin + authorize.pathname, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const back = new URL(chosen.headers.get('location')!);
    const [code, state] = [back.searchParams.get('code')!, back.searchParams.get('state')!];
    secrets.set('OneID code', code).set('OneID state', state).set('lawyer pinfl', lawyer.pinfl);
    const signedIn = await ctx.app.inject({
      url: `/api/v.1/redirectUri?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
      headers: { cookie },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    secrets.set('session token', signedIn.json<{ token: string }>().token);

    // Mobile-ID: the code goes by SMS to the phone enrolled for the pinfl.
    const user = population.persona('new-director');
    const sent = await ctx.app.inject({ url: `/api/v.1/mobileId/byPin?pinfl=${user.pinfl}` });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = await fetch(`${sim.url}/sms-gateway/inbox/last?phone=${encodeURIComponent(user.phone)}`);
    const otp = ((await inbox.json()) as { code: string }).code;
    secrets.set('one-time code', otp).set('user pinfl', user.pinfl);
    const verified = await ctx.app.inject({
      url: `/api/v.1/mobileId/verify?otp_id=${sent.json<{ otp_id: string }>().otp_id}&code=${otp}`,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // A wrong code is logged as a refusal, without the code either.
    await ctx.app.inject({ url: `/api/v.1/mobileId/verify?otp_id=${sent.json().otp_id}&code=000000` });

    // The order journey: a request, the drawn lawyer's order signed, look-ups by PINFL on the way.
    const steps = legalAidSteps(ctx, sim, () => w);
    const requestId = await steps.send();
    const orderId = await steps.accept(requestId);
    await steps.signOrder(orderId);
    const lookUps: [Member, string, object][] = [
      [w.investigator, 'getInfo/organizationRequestListByPnfl', { pnfl: w.accusedPinfl }],
      [w.investigator, 'getInfo/searchCriminal', { pinfl: w.accusedPinfl }],
      [w.investigator, 'getInfo/getByOrderIdAndLawyerPnfl', { orderId, pnfl: w.dutyLawyer.pinfl }],
      [w.dutyLawyer, 'getInfo/checkForCertificateRequest', { pnfl: w.dutyLawyer.pinfl }],
      [
        w.user,
        'legalAidDisabled/checkDisability',
        { pinfl: w.user.pinfl, passportSerialNumber: someone(63).passport },
      ],
    ];
    for (const [who, path, body] of lookUps) {
      const res = await callApi(ctx, who, 'POST', path, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    await callApi(
      ctx,
      w.investigator,
      'POST',
      'getInfo/org-request_create-send',
      requestBody(w, { personPinfl: '31403850000000' }),
    );
    for (const [name, member] of Object.entries(w))
      if (typeof member === 'object' && 'pinfl' in member) secrets.set(`${name} pinfl`, member.pinfl);
    secrets.set('accused pinfl', w.accusedPinfl);

    // The log holds none of the secrets…
    const found = [...secrets].filter(([, value]) => inLog(value)).map(([name]) => name);
    expect(found).toEqual([]);
    // …and still names the calls.
    const requests = lines.map((l) => JSON.parse(l) as { req?: { url: string } }).filter((l) => l.req);
    const urls = requests.map((l) => l.req!.url);
    expect(urls).toContain('/api/v.1/redirectUri?code=[redacted]&state=[redacted]');
    expect(urls).toContain('/api/v.1/mobileId/byPin?pinfl=[redacted]');
    expect(urls).toContain(`/api/v.1/getInfo/dtoByOrderId/${orderId}`);
    // The look-ups' addresses carry nothing of the person: not even a masked parameter.
    for (const [, path] of lookUps) {
      const logged = urls.filter((u) => u.startsWith(`/api/v.1/${path}`));
      expect(logged.length, path).toBeGreaterThan(0);
      expect(new Set(logged), path).toEqual(new Set([`/api/v.1/${path}`]));
    }
  }, 120_000);

  it('masks secret parameters and any PINFL in a URL', () => {
    expect(redactUrl('/api/v.1/mobileId/verify?otp_id=ab-1&code=123456')).toBe(
      '/api/v.1/mobileId/verify?otp_id=ab-1&code=[redacted]',
    );
    expect(redactUrl('/x?personPinfl=1&page=2&STATE=s&search=12345678901234')).toBe(
      '/x?personPinfl=[redacted]&page=2&STATE=[redacted]&search=[redacted]',
    );
    expect(redactUrl('/getInfo/person/12345678901234/orders')).toBe('/getInfo/person/[redacted]/orders');
    expect(redactUrl('/getInfo/list?page=123456789012345')).toBe('/getInfo/list?page=123456789012345');
    // percent-encoded, beside other text
    expect(redactUrl('/x?search=%2012345678901234&q=a+12345678901234')).toBe(
      '/x?search=[redacted]&q=[redacted]',
    );
    expect(redactUrl('/getInfo/person/%2012345678901234/orders')).toBe('/getInfo/person/[redacted]/orders');
  });

  it('masks a PINFL that reaches any line another way: a message, a field holding a URL', () => {
    const before = lines.length;
    ctx.app.log.warn(
      { url: 'http://registry/person?id=31403850000000', person: 31403850000002, took: 1.23456789012345 },
      'looked up 31403850000001',
    );
    const written = lines.slice(before);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({
      msg: 'looked up [redacted]',
      url: 'http://registry/person?id=[redacted]',
      person: '[redacted]',
      took: 1.23456789012345,
    });
  });
});

/**
 * Sign-in when a national system it needs is down (OneID, the SMS gateway of mobile-ID): a clear 503 naming
 * the system, nothing stored, the attempt logged; and the rate limit of the sign-in calls, which holds across
 * API processes sharing the database.
 */
import { createPopulation } from '@portal/synthetic';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, queryLog } from '../../db/schema';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from '../../../test/helpers/test-app';

const sim = withGovSim();
const population = createPopulation();

describe('OneID when the SSO is down', () => {
  const down = useTestApp({ ONE_ID_URL: 'http://127.0.0.1:9/one-id', NATIONAL_SYSTEMS_TIMEOUT_MS: '2000' });

  it('answers 503 with a message naming OneID, and logs the attempt', async () => {
    const res = await down.app.inject({ url: '/api/v.1/oneId/start' });
    const url = new URL(res.json().url);
    const cookie = /portal_sso=[^;]+/.exec(String(res.headers['set-cookie']))![0];
    const done = await down.app.inject({
      url: `/api/v.1/redirectUri?code=abc&state=${url.searchParams.get('state')}`,
      headers: { cookie, 'accept-language': 'eng' },
    });
    expect(done.statusCode).toBe(503);
    expect(done.json()).toMatchObject({ code: 'EXTERNAL_UNAVAILABLE' });
    expect(done.json().message).toContain('OneID');
    const [log] = await down.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
    expect(log).toMatchObject({ channel: 'SSO', outcome: 'EXTERNAL_UNAVAILABLE' });
  });
});

describe('mobile-ID when the SMS gateway is down', () => {
  const down = useTestApp(() => ({
    GOV_SIM_URL: sim.url,
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms-gateway',
    NATIONAL_SYSTEMS_TIMEOUT_MS: '2000',
  }));

  it('answers 503 naming the gateway, keeps no code and does not count it', async () => {
    const lawyer = population.persona('lawyer-samarqand');
    for (let i = 0; i < 4; i++) {
      const res = await down.app.inject({
        url: `/api/v.1/mobileId/byPin?pinfl=${lawyer.pinfl}`,
        headers: { 'accept-language': 'eng' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/code could not be sent/);
    }
    expect(await down.db.select().from(otpCodes)).toEqual([]);
  });
});

describe('rate limit of sign-in calls', () => {
  const first = useTestApp(() => ({ GOV_SIM_URL: sim.url, SIGN_IN_RATE_LIMIT_MAX: '3' }));

  it('holds across API processes sharing the database', async () => {
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: first.config, db: first.db, logger: false });
    const call = (app: typeof second) => app.inject({ url: '/api/v.1/mobileId/verify?otp_id=x&code=1' });
    expect((await call(first.app)).statusCode).toBe(400);
    expect((await call(second)).statusCode).toBe(400);
    expect((await call(first.app)).statusCode).toBe(400);
    const refused = await call(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    await expect
      .poll(async () => {
        const [log] = await first.db.select().from(queryLog).orderBy(desc(queryLog.id)).limit(1);
        return log?.outcome;
      })
      .toBe('RATE_LIMITED');
    // Another sign-in call has its own counter.
    expect((await first.app.inject({ url: '/api/v.1/oneId/start' })).statusCode).toBe(200);
    await second.close();
  });
});

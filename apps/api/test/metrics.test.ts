/**
 * /api/metrics: Prometheus text for the scraper holding METRICS_TOKEN only (401 for anyone else, 404 when
 * no token is configured), with the request durations by route, the job queues' depth and age, the
 * database pool and the calls to the national systems, read after real traffic.
 */
import { createPopulation } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoPersonas } from '../src/db/seed/seed-personas';
import { enqueue } from '../src/jobs/queue';
import { withGovSim } from '@portal/test-support/vitest';
import { useTestApp } from './helpers/test-app';

const TOKEN = 'scraper-token-0123456789abcdef';
const sim = withGovSim();
const ctx = useTestApp(() => ({ GOV_SIM_URL: sim.url, METRICS_TOKEN: TOKEN }));

const scrape = (authorization?: string) =>
  ctx.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of the series `name{labels}` in Prometheus text (labels in any order), or undefined. */
function series(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => given[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('/api/metrics', () => {
  it('answers only the scraper with the token: 401 without it or with another, 404 when none is set', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`)).statusCode).toBe(401);
    const refused = await scrape('Bearer wrong-token-but-long-enough');
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(refused.body).not.toContain('portal_');

    const unconfigured = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', GOV_SIM_URL: sim.url }),
      db: ctx.db,
      logger: false,
    });
    try {
      expect((await unconfigured.inject({ url: '/api/metrics' })).statusCode).toBe(404);
      const withToken = await unconfigured.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.statusCode).toBe(404);
    } finally {
      await unconfigured.close();
    }
  });

  it('reads request durations by route, job queue depth and age, the pool and national-system calls', async () => {
    await seedDemoPersonas(ctx.db);
    const route = '/api/v.1/getInfo/directoryRegionList';
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ url: route })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v.1/no-such-call' })).statusCode).toBe(404);
    // A mobile-ID sign-in asks the subscriber register and the SMS gateway (both simulated).
    const lawyer = createPopulation().persona('lawyer');
    const sent = await ctx.app.inject({ url: `/api/v.1/mobileId/byPin?pinfl=${lawyer.pinfl}` });
    expect(sent.statusCode).toBe(200);
    // Two probe jobs due now, one due in an hour; no worker runs in this app.
    await enqueue(ctx.db, 'system-probe', { probe: 'metrics-1' });
    await enqueue(ctx.db, 'system-probe', { probe: 'metrics-2' });
    await enqueue(
      ctx.db,
      'system-probe',
      { probe: 'later' },
      { startAfter: new Date(Date.now() + 3600_000) },
    );

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;

    const ok = { method: 'GET', route, status_code: '200' };
    expect(series(text, 'portal_http_request_duration_seconds_count', ok)).toBe(3);
    expect(series(text, 'portal_http_request_duration_seconds_sum', ok)).toBeGreaterThan(0);
    expect(series(text, 'portal_http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(3);
    expect(series(text, 'portal_http_requests_total', ok)).toBe(3);
    expect(
      series(text, 'portal_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBe(1);

    expect(series(text, 'portal_job_queue_depth', { queue: 'system-probe', state: 'due' })).toBe(2);
    expect(series(text, 'portal_job_queue_depth', { queue: 'system-probe', state: 'scheduled' })).toBe(1);
    expect(series(text, 'portal_job_queue_depth', { queue: 'system-probe', state: 'active' })).toBe(0);
    expect(
      series(text, 'portal_job_queue_oldest_due_age_seconds', { queue: 'system-probe' }),
    ).toBeGreaterThan(0);
    expect(series(text, 'portal_job_queue_depth', { queue: 'request-accept-timeout', state: 'due' })).toBe(0);

    expect(series(text, 'portal_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    expect(series(text, 'portal_db_pool_waiting', {})).toBe(0);
    expect(series(text, 'portal_db_pool_wait_seconds_count', {})).toBeGreaterThan(0);

    const calls = { system: 'mobileId', outcome: 'ok' };
    expect(series(text, 'portal_national_system_call_duration_seconds_count', calls)).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      series(text, 'portal_national_system_call_duration_seconds_count', {
        system: 'smsGateway',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(series(text, 'portal_nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
  });
});

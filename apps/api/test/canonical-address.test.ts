/**
 * The portal's one address: under `npm start` (production) a page opened at another address of the same
 * portal (http://127.0.0.1:8080 beside the configured http://localhost:8080) is sent to PUBLIC_URL before
 * anything starts there, so a OneID sign-in begun on it comes back to the address it began at. API calls
 * are answered wherever they are asked (the payment provider, health checks, scripts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useAppsWith, useTestApp } from './helpers/test-app';

const ctx = useTestApp();
const dist = mkdtempSync(path.join(tmpdir(), 'portal-canonical-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
const appWith = useAppsWith(ctx, { WEB_DIST_DIR: dist });

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the canonical address in production', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' };

  it('sends a page opened at another address to the same page at PUBLIC_URL', async () => {
    const app = await appWith(production);
    const home = await app.inject({ url: '/', headers: { host: '127.0.0.1:8080' } });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('http://localhost:8080/');
    const signIn = await app.inject({
      url: '/one-id?returnTo=%2Fannouncement',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toBe('http://localhost:8080/one-id?returnTo=%2Fannouncement');
  });

  it('serves the page at PUBLIC_URL itself, and a proxy’s forwarded host counts under TRUST_PROXY', async () => {
    const app = await appWith(production);
    const page = await app.inject({ url: '/lawyer', headers: { host: 'localhost:8080' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const proxied = await appWith({
      ...production,
      PUBLIC_URL: 'https://advokat.example.uz',
      TRUST_PROXY: 'true',
    });
    const forwarded = await proxied.inject({
      url: '/lawyer',
      headers: {
        host: '10.0.0.5:8080',
        'x-forwarded-host': 'advokat.example.uz',
        'x-forwarded-proto': 'https',
      },
    });
    expect(forwarded.statusCode).toBe(200);
  });

  it('answers API calls at any address', async () => {
    const app = await appWith(production);
    const health = await app.inject({ url: '/api/health', headers: { host: '127.0.0.1:8080' } });
    expect(health.statusCode).not.toBe(302);
    const regions = await app.inject({
      url: '/api/v.1/getInfo/directoryRegionList',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(regions.statusCode).toBe(200);
  });

  it('leaves development alone: there a loopback address signs in at its own address', async () => {
    const app = await appWith({ PUBLIC_URL: 'http://localhost:8080' });
    const page = await app.inject({ url: '/lawyer', headers: { host: '127.0.0.1:8080' } });
    expect(page.statusCode).toBe(200);
  });
});

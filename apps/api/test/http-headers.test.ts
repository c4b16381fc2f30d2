/**
 * Headers that keep personal data and the documentation where they belong: every API
 * answer is `Cache-Control: no-store` unless a public call sets its own caching or is a public list
 * asked signed out (a validator and `public`, 304 when unchanged), HSTS only over https,
 * /api/docs not served in production unless API_DOCS=public.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { signInAs } from './helpers/factories';
import { useAppsWith, useTestApp } from './helpers/test-app';

const ctx = useTestApp();
const appWith = useAppsWith(ctx);

/** The status and caching headers of the answer to a GET of `url`. */
async function caching(url: string, headers: Record<string, string> = {}) {
  const answer = await ctx.app.inject({ url, headers });
  return {
    status: answer.statusCode,
    cacheControl: answer.headers['cache-control'],
    etag: answer.headers.etag,
  };
}

describe('caching of API answers', () => {
  it('answers personal data with no-store, and a refusal too', async () => {
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    const own = await caching('/api/v.1/account/current', lawyer.headers);
    expect(own).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(await caching('/api/v.1/account/current')).toMatchObject({
      status: 401,
      cacheControl: 'no-store',
    });
    expect(await caching('/api/v.1/no-such-call')).toMatchObject({ cacheControl: 'no-store' });
  });

  it('answers a public list asked signed out with a validator a proxy can keep, and 304 when it has not changed', async () => {
    const url = '/api/v.1/getInfo/directoryRegionList';
    const regions = await ctx.app.inject({ url, headers: { 'accept-language': 'ru' } });
    expect(regions.statusCode).toBe(200);
    expect(regions.headers['cache-control']).toBe('public, no-cache');
    expect(regions.headers.vary).toBe('Accept-Language, Authorization');
    const etag = String(regions.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await ctx.app.inject({ url, headers: { 'accept-language': 'ru', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // the names in another language are another answer
    const uzbek = await ctx.app.inject({ url, headers: { 'accept-language': 'uz', 'if-none-match': etag } });
    expect(uzbek.statusCode).toBe(200);
    expect(uzbek.headers.etag).not.toBe(etag);
    expect(uzbek.json()).not.toEqual(regions.json());
  });

  it('keeps a signed-in answer of a public list and a refused list no-store', async () => {
    const url = '/api/v.1/getInfo/directoryRegionList';
    const lawyer = await signInAs(ctx.db, 'LAWYER');
    expect(await caching(url, lawyer.headers)).toEqual({
      status: 200,
      cacheControl: 'no-store',
      etag: undefined,
    });
    const refused = await caching('/api/v.1/getInfo/listNews?page=-1');
    expect(refused).toMatchObject({ status: 400, cacheControl: 'no-store' });
    expect(await caching('/api/v.1/getInfo/listNews')).toMatchObject({ cacheControl: 'public, no-cache' });
  });

  it('lets an installation give public answers a shelf life (PUBLIC_CACHE_MAX_AGE)', async () => {
    const app = await appWith({ PUBLIC_CACHE_MAX_AGE: '30' });
    const answer = await app.inject({ url: '/api/v.1/getInfo/directoryRegionList' });
    expect(answer.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=150');
  });
});

describe('HSTS', () => {
  it('is not sent over plain http', async () => {
    const answer = await ctx.app.inject({ url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://advokat.example.uz' });
    const answer = await app.inject({ url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('behind a trusted proxy, is sent when the request came over https only', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const http = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to send: it does not count.
    const untrusted = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('is public in development and test', async () => {
    expect((await ctx.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('is not served in production unless API_DOCS=public', async () => {
    const production = await appWith({ NODE_ENV: 'production' });
    expect((await production.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await production.inject({ url: '/api/docs' })).statusCode).toBe(404);
    const opened = await appWith({ NODE_ENV: 'production', API_DOCS: 'public' });
    expect((await opened.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const closed = await appWith({ API_DOCS: 'off' });
    expect((await closed.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
  });
});

describe('the map tile server', () => {
  const imgSrc = (csp: unknown) =>
    String(csp)
      .split(';')
      .find((d) => d.trim().startsWith('img-src'))!
      .trim();

  it('is none by default: no map tiles are allowed and app/info says so, with the map link', async () => {
    const info = await ctx.app.inject({ url: '/api/v.1/app/info' });
    expect(info.json().map).toEqual({
      tilesUrl: null,
      attribution: '',
      linkUrl: 'https://www.openstreetmap.org/?mlat={lat}&mlon={lon}#map=17/{lat}/{lon}',
    });
    expect(imgSrc(info.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
  });

  it('is the configured one: its host is allowed for images and app/info names it', async () => {
    const app = await appWith({
      MAP_TILES_URL: 'https://{s}.tiles.adliya.example/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Adliya',
    });
    const info = await app.inject({ url: '/api/v.1/app/info' });
    expect(info.json().map).toMatchObject({
      tilesUrl: 'https://{s}.tiles.adliya.example/{z}/{x}/{y}.png',
      attribution: '© Adliya',
    });
    expect(imgSrc(info.headers['content-security-policy'])).toBe(
      "img-src 'self' data: blob: https://*.tiles.adliya.example",
    );
    expect(() => loadConfig({ MAP_TILES_URL: 'tiles.example/{z}/{x}' })).toThrow(/MAP_TILES_URL/);
  });
});

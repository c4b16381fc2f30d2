import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app';

const ctx = useTestApp();

describe('API foundation', () => {
  it('reports the database up on /api/health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ database: 'up' });
  });

  it('answers an unknown API path with a JSON 404 carrying a code and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v.1/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.code).toBe('ROUTE_NOT_FOUND');
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('localizes error messages by Accept-Language and falls back to lt for anything else', async () => {
    const msg = async (lang: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/v.1/nope', headers: { 'accept-language': lang } })
      ).json().message;
    const lt = await msg('lt');
    const ru = await msg('ru');
    const eng = await msg('eng');
    const uz = await msg('uz');
    expect(new Set([lt, ru, eng, uz]).size).toBe(4);
    expect(ru).toMatch(/[А-Яа-я]/);
    expect(uz).toMatch(/[А-Яа-яЎўҚқҒғҲҳ]/);
    expect(await msg('de-DE')).toBe(lt);
    expect(await msg('klingon;q=0.9')).toBe(lt);
    expect(await msg('')).toBe(lt);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'xx' },
    });
    expect(res.headers['content-language']).toBe('lt');
  });

  it('refuses malformed JSON and wrong types with a 400 naming the field, never a stack trace', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/getInfo/directorySiteInfoList',
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 0, "limit": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('VALIDATION_FAILED');
    expect(broken.body).not.toMatch(/at .*\.(ts|js):\d+/);

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/getInfo/directorySiteInfoList',
      payload: { page: 'first', limit: 10 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });
  });

  it('keeps a well-formed x-request-id and replaces a malicious one', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123-def' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123-def');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a CSP that allows the signing client WebSocket', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('ws://127.0.0.1:64646');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v.1/getInfo/directoryRegionList', '/api/v.1/region/list-uzb-region']),
    );
    const params = doc.paths['/api/v.1/getInfo/directoryCourtList'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(expect.arrayContaining(['page', 'limit', 'regionId']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('tells the shell about test mode and the contacts from configuration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v.1/app/info' });
    expect(res.json()).toMatchObject({ testMode: true, contactEmail: 'info@adliya.uz' });
  });

  it('counts a browser once per day and a new browser again', async () => {
    const first = await ctx.app.inject({ method: 'POST', url: '/api/v.1/app/visit' });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'portal_vid');
    expect(cookie?.httpOnly).toBe(true);
    const before = first.json();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/app/visit',
      cookies: { portal_vid: cookie!.value },
    });
    expect(again.json()).toEqual(before);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/v.1/app/visit' });
    expect(other.json()).toEqual({ today: before.today + 1, total: before.total + 1 });
    // a forged cookie value is not trusted: it gets a fresh id
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/v.1/app/visit',
      cookies: { portal_vid: "x' or 1=1 --" },
    });
    expect(forged.cookies.find((c) => c.name === 'portal_vid')?.value).toMatch(/^[a-f0-9]{32}$/);
  });
});

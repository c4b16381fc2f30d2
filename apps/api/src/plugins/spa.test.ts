import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';
import { registerSpa } from './spa';

/** A web build as apps/web writes it: index.html, a hashed asset and two prerendered pages. */
const CHECK_SCRIPT = "document.documentElement.setAttribute('data-x','')";
const SWITCH_SCRIPT = "document.querySelectorAll('link[data-m]').forEach(function(l){l.media='all'})";

function sha(script: string) {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-spa-test-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(
    path.join(dist, 'prerendered', 'lawyer.html'),
    `<!doctype html><script>${CHECK_SCRIPT}</script><div id="root"><h1>Advokatlar</h1></div><script>${SWITCH_SCRIPT}</script>`,
  );
  writeFileSync(
    path.join(dist, 'prerendered', 'index.html'),
    '<!doctype html><div id="root"><h1>Bosh</h1></div>',
  );
  app = Fastify();
  await registerSecurityHeaders(app, { publicUrl: 'http://localhost:8080' });
  await registerSpa(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web build', () => {
  it('answers a prerendered page for its path, its inline scripts allowed by hash and nothing else', async () => {
    const res = await app.inject({ url: '/lawyer' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Advokatlar</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc.split(' ').sort()).toEqual(
      ['script-src', "'self'", sha(CHECK_SCRIPT), sha(SWITCH_SCRIPT)].sort(),
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers the home page prerendered at /', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.body).toContain('<h1>Bosh</h1>');
  });

  it('answers index.html when the address has a query (filters the static page does not show)', async () => {
    const res = await app.inject({ url: '/lawyer?regionId=3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('answers index.html for other pages, a hashed asset as itself, an unknown file and API path as 404', async () => {
    expect((await app.inject({ url: '/news/5' })).body).toBe('<!doctype html><div id="root"></div>');
    const asset = await app.inject({ url: '/assets/app-abc.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
  });
});

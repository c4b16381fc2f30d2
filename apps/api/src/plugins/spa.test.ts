import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';
import { registerSpa } from './spa';

/**
 * A web build as apps/web writes it: index.html, a hashed asset and three prerendered pages, one of them
 * served with its answers: /news (its list loading), dist-ssr/live-pages.json naming it and its call, and
 * a server render that puts the answer's rows in place of the loading frame (and marks each render: it
 * runs in a worker thread of its own, so the mark is a random one, not a count).
 */
const CHECK_SCRIPT = "document.documentElement.setAttribute('data-x','')";
const SWITCH_SCRIPT = "document.querySelectorAll('link[data-m]').forEach(function(l){l.media='all'})";

const NEWS_HTML =
  '<!doctype html><html><body><div id="root"><h1>Yangiliklar</h1><p>loading</p></div></body></html>';
const SERVER_RENDER = `
export async function renderWithAnswers(path, document, answers) {
  const mark = Math.random().toString(36).slice(2);
  const rows = answers.map((a) => JSON.parse(a.body).list.map((n) => '<li>' + n.title + '</li>').join('')).join('');
  return document.replace('<p>loading</p>', '<ul>' + rows + '</ul><i>render ' + mark + '</i>');
}`;

function sha(script: string) {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

let root: string;
let app: FastifyInstance;
let titles = ['First'];
let listStatus = 200;
const asked: (string | undefined)[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-spa-test-'));
  const dist = path.join(root, 'dist');
  const ssr = path.join(root, 'dist-ssr');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'prerendered'));
  mkdirSync(ssr);
  writeFileSync(path.join(dist, 'prerendered', 'news.html'), NEWS_HTML);
  writeFileSync(path.join(ssr, 'entry-server.js'), SERVER_RENDER);
  const call = { url: '/api/v.1/getInfo/listNews?page=0&limit=12', headers: { 'Accept-Language': 'lt' } };
  writeFileSync(
    path.join(ssr, 'live-pages.json'),
    JSON.stringify({ '/news': { file: 'prerendered/news.html', calls: [call] } }),
  );
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
  app.get('/api/v.1/getInfo/listNews', async (request, reply) => {
    asked.push(request.headers['accept-language']);
    return reply.code(listStatus).send({ list: titles.map((title) => ({ title })), total: titles.length });
  });
  await registerSecurityHeaders(app, { publicUrl: 'http://localhost:8080' });
  await registerSpa(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
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
    expect((await app.inject({ url: '/about' })).body).toBe('<!doctype html><div id="root"></div>');
    const asset = await app.inject({ url: '/assets/app-abc.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
  });
});

describe('a prerendered page served with its answers', () => {
  it('has the rows of its call in place of its loading frame, asked as the markup’s visitor', async () => {
    const res = await app.inject({ url: '/news' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Yangiliklar</h1><ul><li>First</li></ul>');
    expect(res.body).not.toContain('loading');
    expect(asked.at(-1)).toBe('lt');
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const res = await app.inject({ url: '/news', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<li>First</li>');
  });

  it('is rendered again only when an answer has changed', async () => {
    const before = (await app.inject({ url: '/news' })).body.match(/render \w+/)![0];
    expect((await app.inject({ url: '/news' })).body).toContain(before);
    titles = ['Second', 'First'];
    const after = await app.inject({ url: '/news' });
    expect(after.body).toContain('<ul><li>Second</li><li>First</li></ul>');
    expect(after.body).not.toContain(before);
  });

  it('is served as the build wrote it when its call fails, and so are the other pages', async () => {
    listStatus = 500;
    try {
      expect((await app.inject({ url: '/news' })).body).toBe(NEWS_HTML);
    } finally {
      listStatus = 200;
    }
    expect((await app.inject({ url: '/lawyer' })).body).toContain('<div id="root"><h1>Advokatlar</h1></div>');
    // with a query string (a search) the page is the SPA's, which asks for its own rows
    expect((await app.inject({ url: '/news?search=x' })).body).toBe('<!doctype html><div id="root"></div>');
  });
});

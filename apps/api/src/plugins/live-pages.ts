/**
 * Prerendered pages served with their list in the markup. The web build prerenders /news with its list
 * loading (the rows are data); the build's server render (apps/web/dist-ssr/entry-server.js, beside the
 * web build) and its list of such pages (dist-ssr/live-pages.json: each page's file and the calls its
 * loader starts) let the API answer the page with the rows in place: the page's largest element is then
 * painted with the document, before any script has loaded.
 *
 * For each request the page's calls are asked of the API itself, as the visitor the markup is for would
 * ask them (signed out, the default language): public answers, which this process keeps between changes
 * (public-caching.ts), so asking costs little. The page is rendered again only when an answer differs
 * from the one it was last rendered with, one render at a time, and kept compressed (the build's static
 * files are compressed by the build; this one is not static). When anything fails (no server render in
 * the build, a call not answered), the page is served as the build wrote it and its scripts ask.
 *
 * Each render runs in a worker thread of its own that ends with it: the server render (React, Mantine
 * and the pages' code, about 160 MB resident once loaded) is in memory only while a page is rendered,
 * and the API's event loop answers other requests meanwhile.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEST_CLOCK_HEADER } from './request-clock';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A call a page's loader starts, as the build noted it: its URL and the headers it is sent with. */
interface PageCall {
  url: string;
  headers: Record<string, string>;
}

interface LivePage {
  /** The page's prerendered file, under the web build. */
  file: string;
  calls: PageCall[];
}

/**
 * A worker's code: loads the build's server render (apps/web/src/prerender/entry-server.tsx, its
 * `renderWithAnswers(path, document, answers)`), renders the page and posts its markup.
 */
const RENDER_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry)
  .then((server) => server.renderWithAnswers(workerData.route, workerData.document, workerData.answers))
  .then((html) => parentPort.postMessage(html));
`;

/** The page rendered with its answers by the server render `entry`, in a worker thread that then ends. */
function renderInWorker(
  entry: string,
  route: string,
  document: string,
  answers: { call: PageCall; body: string }[],
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_IN_WORKER, {
      eval: true,
      workerData: { entry, route, document, answers },
    });
    worker.once('message', (html: string) => {
      resolve(html);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the page's render ended (${code}) without a page`)));
  });
}

interface RenderedPage {
  /** The answers it was rendered with (their hashes). */
  key: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface LivePages {
  /** Whether `route` is a page served with its answers. */
  has(route: string): boolean;
  /** Sends the page with its answers; false (nothing sent) when it cannot be had. */
  send(route: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The pages of a web build in `distDir` served with their answers (none if its server render is missing). */
export function livePages(app: FastifyInstance, distDir: string): LivePages {
  const ssrDir = path.join(distDir, '..', 'dist-ssr');
  const listFile = path.join(ssrDir, 'live-pages.json');
  const pages = new Map<string, LivePage>(
    existsSync(listFile)
      ? Object.entries(JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, LivePage>)
      : [],
  );
  const documents = new Map<string, string>();
  const rendered = new Map<string, RenderedPage>();
  const entry = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
  // One render at a time: a burst of visitors after a change starts one worker, not one each.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  async function answersOf(page: LivePage, request: FastifyRequest) {
    const clock = request.headers[TEST_CLOCK_HEADER];
    return Promise.all(
      page.calls.map(async (call) => {
        const res = await app.inject({
          method: 'GET',
          url: call.url,
          headers: { ...call.headers, ...(typeof clock === 'string' ? { [TEST_CLOCK_HEADER]: clock } : {}) },
        });
        if (res.statusCode !== 200) throw new Error(`${call.url} answered ${res.statusCode}`);
        return { call, body: res.body };
      }),
    );
  }

  async function render(route: string, page: LivePage, request: FastifyRequest): Promise<RenderedPage> {
    const answers = await answersOf(page, request);
    const key = answers.map((a) => createHash('sha1').update(a.body).digest('base64url')).join(' ');
    const kept = rendered.get(route);
    if (kept?.key === key) return kept;
    let document = documents.get(route);
    if (document === undefined) {
      document = readFileSync(path.join(distDir, page.file), 'utf8');
      documents.set(route, document);
    }
    const html = Buffer.from(await inTurn(() => renderInWorker(entry, route, document, answers)));
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(html, { level: 9 }),
    ]);
    const next = { key, html, br, gzip: gz };
    rendered.set(route, next);
    return next;
  }

  return {
    has: (route) => pages.has(route),
    async send(route, request, reply) {
      const page = pages.get(route);
      if (!page) return false;
      let result: RenderedPage;
      try {
        result = await render(route, page, request);
      } catch (error) {
        request.log.warn({ err: error, route }, 'the page is served without its answers');
        return false;
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      reply.header('content-type', 'text/html; charset=utf-8');
      reply.header('vary', 'Accept-Encoding');
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(encoding === 'br' ? result.br : encoding === 'gzip' ? result.gzip : result.html);
      return true;
    },
  };
}

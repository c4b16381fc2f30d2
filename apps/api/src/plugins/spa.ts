import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { livePages } from './live-pages';

/** A prerendered page (apps/web/scripts/prerender.ts): its file and the CSP hashes of its inline scripts. */
interface PrerenderedPage {
  file: string;
  scriptHashes: string[];
}

/**
 * The pages the web build prerendered, by path: `prerendered/index.html` is `/`, `prerendered/news.html`
 * is `/news`. Their inline scripts (the first-paint check, the stylesheet switch) are allowed by hash.
 */
function prerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const dir = path.join(distDir, 'prerendered');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.html'))) {
    const html = readFileSync(path.join(dir, name), 'utf8');
    const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(route, { file: `prerendered/${name}`, scriptHashes });
  }
  return pages;
}

/** The page's CSP with its inline scripts allowed by hash (the rest of the policy unchanged). */
function allowScripts(csp: unknown, hashes: string[]): string | undefined {
  if (typeof csp !== 'string' || hashes.length === 0) return undefined;
  return csp.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${hashes.join(' ')}`);
}

export interface SpaOptions {
  /**
   * The portal's one address (PUBLIC_URL) when pages asked at any other host are to be sent there
   * (production): the browser then keeps one origin, so a sign-in started on the page comes back to
   * where it started (OneID returns to this address), and the settings and session kept in the browser
   * are the same whatever address was typed.
   */
  canonicalUrl?: string | undefined;
}

/** The canonical address of a page asked at another host, or null when it is asked at the canonical one. */
function canonicalRedirect(canonicalUrl: string | undefined, host: string, url: string): string | null {
  if (!canonicalUrl) return null;
  const canonical = new URL(canonicalUrl);
  if (host.toLowerCase() === canonical.host) return null;
  return `${canonical.origin}${canonical.pathname.replace(/\/$/, '')}${url}`;
}

/**
 * Serves the built SPA from the same origin as the API. Hashed assets are cached for a year; any other
 * GET that is not an API call answers index.html (history fallback: the SPA's router decides, and sends
 * unknown paths to /404). The public pages the build prerendered answer their prerendered HTML instead
 * when asked without a query string (a query string means filters the static markup does not show); a page
 * whose rows the build could not know (/news) is answered with them in place (live-pages.ts).
 * Unknown API paths answer a JSON 404. With `canonicalUrl`, a page asked at another host is redirected
 * (302: a later change of the address is not cached by browsers) to the same path at that address; API
 * calls and files are answered wherever they are asked.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  options: SpaOptions = {},
): Promise<void> {
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // apps/web's build writes .br and .gz beside each text file; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const prerendered = distDir ? prerenderedPages(distDir) : new Map<string, PrerenderedPage>();
  const live = distDir ? livePages(app, distDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && distDir) {
      const file = request.url.split('?')[0] ?? '/';
      // A file that would have been served directly (has an extension) and does not exist is a plain 404.
      if (!path.extname(file)) {
        const canonical = canonicalRedirect(options.canonicalUrl, request.host, request.url);
        if (canonical) return reply.redirect(canonical, 302);
        const page = request.url.includes('?') ? undefined : prerendered.get(file);
        reply.header('cache-control', 'no-cache');
        if (!page) return reply.sendFile('index.html');
        const csp = allowScripts(reply.getHeader('content-security-policy'), page.scriptHashes);
        if (csp) reply.header('content-security-policy', csp);
        if (request.method === 'GET' && live?.has(file) && (await live.send(file, request, reply)))
          return reply;
        return reply.sendFile(page.file);
      }
    }
    throw new AppError('ROUTE_NOT_FOUND');
  });
}

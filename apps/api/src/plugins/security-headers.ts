import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  /** Origins of the e-signature client beyond the defaults, for connect-src and form-action. */
  extraConnectSrc?: string[];
  /** PUBLIC_URL: when it is https every answer carries HSTS; otherwise only answers over https do. */
  publicUrl: string;
  /** The map tile server's address (MAP_TILES_URL), whose images the pages may show; null: none. */
  mapTilesUrl?: string | null;
}

/** The img-src source of a tile address: its scheme and host, `{s}` (the server's subdomains) as `*`. */
export function tileSource(tilesUrl: string): string {
  return /^https?:\/\/[^/]+/.exec(tilesUrl.replace(/\{s\}/g, '*'))![0];
}

/**
 * Security headers on every answer (helmet). HSTS only over https: always when PUBLIC_URL is https,
 * otherwise when the request came over https (X-Forwarded-Proto counts under TRUST_PROXY); over plain http
 * it would mean nothing, or pin a development host name to https.
 *
 * Caching (docs/domain.md "Calls"): every answer under /api/ is `Cache-Control: no-store`, personal data
 * and sign-in answers never kept by a browser or a proxy, except a public call that sets its own caching
 * (a lawyer's photo). The CSP keeps scripts to our own origin and still lets the
 * page talk to the e-signature client on the user's computer (ws://127.0.0.1:64646 and wss://127.0.0.1:64443).
 *
 * helmet's headers do not depend on the request with these options (no nonces): they are computed once,
 * by running helmet's middleware at start-up, and one synchronous hook adds that set to every answer.
 * The @fastify/helmet plugin built the middleware anew on every request (parsing the whole CSP each
 * time), a tenth of the CPU of a directory call; applying the middleware per request still cost a dozen
 * header checks.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { extraConnectSrc = [], publicUrl, mapTilesUrl = null }: SecurityHeaderOptions,
): Promise<void> {
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mapTilesUrl ? [tileSource(mapTilesUrl)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws://127.0.0.1:64646', 'wss://127.0.0.1:64443', ...extraConnectSrc],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...extraConnectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const hsts = 'max-age=31536000; includeSubDomains';
  const alwaysHttps = publicUrl.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (alwaysHttps || request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.url.startsWith('/api/') &&
      (request.routeOptions.config?.permission !== 'public' || !reply.hasHeader('cache-control'))
    )
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** The headers helmet's middleware sets with these options, by name. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

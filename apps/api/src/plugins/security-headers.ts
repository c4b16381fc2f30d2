import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP keeps scripts to our own origin and still lets the page talk
 * to the e-signature client on the user's computer (ws://127.0.0.1:64646 and wss://127.0.0.1:64443).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraConnectSrc: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws://127.0.0.1:64646', 'wss://127.0.0.1:64443', ...extraConnectSrc],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...extraConnectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}

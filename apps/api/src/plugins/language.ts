import { type Language, languageFromHeader } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language (lt, uz, ru, eng; anything else is lt). */
    lang: Language;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'lt');
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    reply.header('content-language', request.lang);
    done();
  });
}

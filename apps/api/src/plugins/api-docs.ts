import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas: UI at /api/docs, document at /api/docs/json, served when
 * API_DOCS is `public` (the default outside production). With `off` nothing is served (404); the document
 * is still built (`app.swagger()`) for the tests that read it.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  version: string,
  serve: 'public' | 'off',
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Legal-aid and advocate portal API',
        description:
          'Calls of the national legal-aid and advocate portal. Every call takes Accept-Language (lt, uz, ru, eng; default lt) and, when signed in, a bearer token.',
        version,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (serve === 'public') await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

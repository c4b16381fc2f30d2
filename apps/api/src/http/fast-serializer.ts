import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A response serializer for busy public lists: the route's zod response schema turned into JSON Schema
 * once, and the answer written by fast-json-stringify (Fastify's own serializer), instead of a zod
 * parse of every answer followed by JSON.stringify. Only the properties of the schema are written (as
 * with zod) and a missing required property still fails the call; what it no longer does is check each
 * value against the schema, so use it on routes whose answer is built from typed rows.
 *
 *   app.get('/getInfo/lawyerList', { serializerCompiler: fastSerializer, schema: { response: … } }, …)
 */
export function fastSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType))
    throw new Error('fastSerializer: the response schema is not a zod schema');
  return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0' }) as Schema);
}

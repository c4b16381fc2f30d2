import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How every answer with a response schema is written: by fast-json-stringify from a JSON Schema that
 * says exactly what the zod schema says, built once per schema on its first answer, instead of a zod
 * pass over every answer followed by JSON.stringify. The result is the same text: only the properties
 * the schema declares are written (a column the schema does not name never leaves), in the schema's
 * order, and a missing required property still fails the call. What the fast path does not do is check
 * each value (a string where the schema says a number is written, not refused), so an answer must be
 * built from typed rows, as every handler's return type already requires.
 *
 * A schema with anything the fast path would write differently keeps the zod serializer: a union, a
 * transform or pipe, a default, a string that trims or rewrites itself (`.trim()`), a record whose keys
 * are not plain strings, an object that keeps unknown keys; `fastAnswerSchema` answers null for them.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) throw new Error('answer serializer: the response schema is not zod');
  return fastAnswerSchema(schema) ? fastSerializerOf(schema) : zodSerializerCompiler(route as never);
};

/** The zod schemas' serializers, one per schema (a GET route and its HEAD route share one). */
const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

function fastSerializerOf(schema: z.ZodType): (data: unknown) => string {
  let serializer = serializers.get(schema);
  if (!serializer) {
    // Compiled on the first answer, not at registration: an API test that never calls the route never
    // pays for it.
    let compiled: ((data: unknown) => string) | undefined;
    serializer = (data) => (compiled ??= fastJson(fastAnswerSchema(schema)!))(data);
    serializers.set(schema, serializer);
  }
  return serializer;
}

/** The zod definition fields this file reads (zod 4's `_zod.def`). */
interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The JSON Schema type of a set of enum or literal values, when they all have one. */
function typeOfValues(values: unknown[]): Schema | null {
  const types = new Set(values.map((v) => (v === null ? 'null' : typeof v)));
  const [type] = types;
  return types.size === 1 && ['string', 'number', 'boolean', 'null'].includes(type!)
    ? ({ type } as Schema)
    : null;
}

/**
 * The JSON Schema fast-json-stringify writes a zod answer schema with, when it writes every answer the
 * zod schema accepts exactly as the zod serializer would; null when it would not (the call keeps zod).
 */
export function fastAnswerSchema(schema: z.ZodType): Schema | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      // `.trim()`, `.toLowerCase()`: zod writes the value rewritten
      return def.checks?.some((c) => c._zod.def.check === 'overwrite') ? null : { type: 'string' };
    case 'number':
      // `number`, not `integer`: fast-json-stringify would round a fraction given as an integer
      return { type: 'number' };
    case 'boolean':
    case 'null':
      return { type: def.type };
    case 'unknown':
    case 'any':
      return {} as Schema; // any value, written by JSON.stringify
    case 'enum':
      return typeOfValues(Object.values(def.entries!));
    case 'literal':
      return typeOfValues(def.values!);
    case 'nullable': {
      const inner = fastAnswerSchema(def.innerType!);
      return inner && { ...inner, nullable: true };
    }
    case 'array': {
      const items = fastAnswerSchema(def.element!);
      return items && { type: 'array', items };
    }
    case 'record': {
      const values = fastAnswerSchema(def.valueType!);
      const key = defOf(def.keyType!);
      return values && key.type === 'string' && !key.checks?.length
        ? { type: 'object', additionalProperties: values }
        : null;
    }
    case 'object': {
      // a strict object refuses unknown keys, which the fast path leaves out: the same for a good answer
      if (def.catchall && defOf(def.catchall).type !== 'never') return null;
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(def.shape!)) {
        const optional = defOf(value).type === 'optional';
        const property = fastAnswerSchema(optional ? defOf(value).innerType! : value);
        if (!property) return null;
        properties[key] = property;
        if (!optional) required.push(key);
      }
      return { type: 'object', properties, required };
    }
    default:
      return null;
  }
}

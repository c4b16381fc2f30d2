import { API_CALLS } from '@portal/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, fastAnswerSchema } from './fast-serializer';

const serializerOf = (schema: z.ZodType) =>
  answerSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const zodSerializerOf = (schema: z.ZodType) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

/** A column the schema does not name, planted in every object of a sample answer. */
const PLANTED = 'PLANTED-password-hash-$2b$12$abcdefghijklmnopqrstuv';

/** Texts that JSON must escape, or that a hand-written writer could get wrong. */
const TEXTS = [
  'Karimov "Jasur" <b>',
  'Тошкент шаҳри, ўғли',
  'back\\slash / and\nnew line\ttab\r',
  '\u0001\u001f control',
  'line\u2028separator\u2029',
  'lone \ud800 surrogate \udfff',
  '😀 emoji',
  '</script>',
  '',
  '31234567890123',
  '2026-11-30',
  '2026-11-30T12:34:56.789Z',
  'AA1234567',
  'user@example.uz',
  'https://example.uz/a?b=c',
];
const NUMBERS = [7, 0, -3, 1.5, 2_147_483_647, 123_456.75, 1e21, 1];

/** The zod definition fields a sample is made from (zod 4's `_zod.def`). */
interface SampleDef {
  type: string;
  innerType: z.ZodType;
  element: z.ZodType;
  valueType: z.ZodType;
  shape: Record<string, z.ZodType>;
  entries: Record<string, unknown>;
  values: unknown[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SampleDef } })._zod.def;

/**
 * A valid answer of `schema`, the `variant`th of several: nullable values null or not, optional ones
 * absent or present, arrays empty or not, the texts and numbers above where the schema accepts them, and
 * a planted property in every object. The same variant takes different turns at different places (a
 * running counter), so a few variants reach most combinations.
 */
function sample(schema: z.ZodType, variant: number, turn = { n: variant }): unknown {
  const def = defOf(schema);
  const next = () => turn.n++;
  const accepted = <T>(candidates: T[]): T => {
    const start = next();
    for (let i = 0; i < candidates.length; i++) {
      const value = candidates[(start + i) % candidates.length]!;
      if (schema.safeParse(value).success) return value;
    }
    throw new Error(`no sample value fits ${JSON.stringify(z.toJSONSchema(schema))}`);
  };
  switch (def.type) {
    case 'string':
      return accepted(TEXTS);
    case 'number':
      return accepted(NUMBERS);
    case 'boolean':
      return next() % 2 === 0;
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return [{ a: [1, 'x', null], b: { c: true } }, 'text', 42, null][next() % 4];
    case 'enum':
      return accepted(Object.values(def.entries));
    case 'literal':
      return accepted(def.values);
    case 'nullable':
      return next() % 2 === 1 ? null : sample(def.innerType, variant, turn);
    case 'optional':
      return next() % 3 === 0 ? undefined : sample(def.innerType, variant, turn);
    case 'array':
      return Array.from({ length: next() % 3 }, () => sample(def.element, variant, turn));
    case 'record':
      return Object.fromEntries(
        ['a', 'key "quoted"', 'Тошкент']
          .slice(0, next() % 4)
          .map((k) => [k, sample(def.valueType, variant, turn)]),
      );
    case 'object': {
      const answer: Record<string, unknown> = { passwordHash: PLANTED };
      for (const [key, value] of Object.entries(def.shape)) {
        const v = sample(value, variant, turn);
        if (v !== undefined) answer[key] = v;
      }
      return answer;
    }
    default:
      throw new Error(`no sample for a zod ${def.type}`);
  }
}

const callsWithAnswers = API_CALLS.filter((call) => call.response instanceof z.ZodType);

describe('answers written by fast-json-stringify', () => {
  it('are, for every call the fast path takes, what the zod serializer writes', () => {
    let compared = 0;
    for (const call of callsWithAnswers) {
      const schema = call.response as z.ZodType;
      if (!fastAnswerSchema(schema)) continue;
      const fast = serializerOf(schema);
      const slow = zodSerializerOf(schema);
      for (let variant = 0; variant < 6; variant++) {
        const answer = sample(schema, variant);
        const written = slow(answer);
        const fastWritten = fast(answer);
        // the same JSON value, escaped alike (the same length); the required properties come first
        expect(JSON.parse(fastWritten), `${call.name}, sample ${variant}`).toEqual(JSON.parse(written));
        expect(fastWritten.length, `${call.name}, sample ${variant}`).toBe(written.length);
        expect(fastWritten).not.toContain('PLANTED');
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(6 * 300);
  });

  it('leave a call whose schema they cannot write faithfully to zod: these, by name', () => {
    const zodPath = callsWithAnswers.filter((call) => !fastAnswerSchema(call.response as z.ZodType));
    expect(zodPath.map((call) => call.name).sort()).toEqual(
      [
        // a trimmed text (`.trim()`) in the answer
        'postCreate',
        'postDeskList',
        'postPublish',
        'postUnpublish',
        'postUpdate',
        // JSON-RPC answers: a union of result and error
        'paymeMerchant',
        'paymeMerchantDelete',
        'paymeMerchantGet',
        'paymeMerchantPatch',
        'paymeMerchantPut',
      ].sort(),
    );
  });

  it('never write a property the schema does not name, at any depth', () => {
    const schema = z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          gender: z.enum(['MALE', 'FEMALE']).nullable(),
          region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        }),
      ),
      total: z.number().int().min(0),
    });
    const row = {
      id: 1,
      name: 'A',
      gender: 'MALE',
      region: { id: 8, name: 'Toshkent', pinfl: '31234567890123' },
      passwordHash: PLANTED,
    };
    const json = serializerOf(schema)({ list: [row], total: 1, passport: 'AA1234567' });
    expect(JSON.parse(json)).toEqual({
      list: [{ id: 1, name: 'A', gender: 'MALE', region: { id: 8, name: 'Toshkent' } }],
      total: 1,
    });
  });

  it('fail the call when a required property is missing, as zod does', () => {
    const schema = z.object({ list: z.array(z.object({ id: z.number(), name: z.string() })) });
    const answer = { list: [{ id: 1 }] };
    expect(() => zodSerializerOf(schema)(answer)).toThrow();
    expect(() => serializerOf(schema)(answer)).toThrow(/name/);
  });

  it('keep zod for what they would write differently', () => {
    expect(fastAnswerSchema(z.object({ note: z.string().trim() }))).toBeNull();
    expect(fastAnswerSchema(z.object({ id: z.union([z.number(), z.string()]) }))).toBeNull();
    expect(fastAnswerSchema(z.object({ n: z.string().transform(Number) }))).toBeNull();
    expect(fastAnswerSchema(z.object({ n: z.number().default(1) }))).toBeNull();
    expect(fastAnswerSchema(z.looseObject({ n: z.number() }))).toBeNull();
    expect(fastAnswerSchema(z.record(z.enum(['A', 'B']), z.number()))).toBeNull();
    // and a trimmed text really is written differently
    const trimmed = z.object({ note: z.string().trim() });
    expect(serializerOf(trimmed)({ note: ' a ' })).toBe('{"note":"a"}');
  });

  it('refuse a response schema that is not zod', () => {
    expect(() =>
      answerSerializerCompiler({ schema: { type: 'object' }, method: 'GET', url: '/x', httpStatus: '200' }),
    ).toThrow(/not zod/);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializer } from './fast-serializer';

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

describe('fastSerializer', () => {
  const serialize = fastSerializer({ schema });

  it('writes the answer as zod would, nulls included', () => {
    const answer = {
      list: [
        { id: 1, name: 'Karimov "Jasur" <b>', gender: null, region: { id: 8, name: 'Тошкент' } },
        { id: 2, name: 'Aliyeva', gender: 'FEMALE' as const, region: null },
      ],
      total: 2,
    };
    expect(JSON.parse(serialize(answer))).toEqual(schema.parse(answer));
  });

  it('never writes a property the schema does not name (a pinfl that slipped into a row)', () => {
    const row = { id: 1, name: 'A', gender: 'MALE', region: null, pinfl: '31234567890123' };
    const json = serialize({ list: [row], total: 1, passport: 'AA1234567' });
    expect(json).not.toContain('31234567890123');
    expect(json).not.toContain('AA1234567');
  });

  it('fails the call when a required property is missing', () => {
    expect(() => serialize({ list: [{ id: 1, gender: null, region: null }], total: 1 })).toThrow();
  });

  it('refuses a response schema that is not zod', () => {
    expect(() => fastSerializer({ schema: { type: 'object' } })).toThrow(/not a zod schema/);
  });
});

import { latinToCyrillic, REGIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import * as referenceData from '.';
import { COURTS, LEGAL_AID_RATES, LEGAL_AID_TYPES, REQUEST_TYPES, SITE_INFO } from '.';
import { codedRow, type LocalizedNames } from './types';
import { requestKindEnum } from '../../schema';

interface AnyRow {
  id: number;
  code?: string | null;
  names: LocalizedNames;
}

/** Every list the seed loads (reference-data/index.ts), by its exported name. */
const LISTS = Object.entries(referenceData) as [string, readonly AnyRow[]][];

const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN = /[A-Za-z]/;
/** Apostrophe look-alikes that must not stand for ʻ (U+02BB) or ʼ (U+02BC) in Uzbek Latin. */
const WRONG_APOSTROPHES = /['‘’`]/;

const allNames = LISTS.flatMap(([list, rows]) =>
  rows.map((r) => ({ where: `${list} #${r.id}`, ...r.names })),
);

describe.each(LISTS)('%s', (_, rows) => {
  it('is not empty and has unique, positive whole-number ids', () => {
    expect(rows.length).toBeGreaterThan(0);
    const ids = rows.map((r) => r.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has unique codes', () => {
    const codes = rows.map((r) => r.code).filter((c) => c != null);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

/** The rows (as "LIST #id") whose names break `rule`: one test per rule, naming every offender. */
function offenders(rule: (n: LocalizedNames) => boolean): string[] {
  return allNames.filter((n) => !rule(n)).map((n) => n.where);
}

describe('the row schema', () => {
  it('refuses a row with a misspelt or a missing field, so a slip in a JSON list fails the seed', () => {
    const row = { id: 1, code: 'X', names: { lt: 'Bir', ru: 'Один', eng: 'One' } };
    expect(codedRow.safeParse(row).success).toBe(true);
    expect(codedRow.safeParse({ ...row, name: row.names }).success).toBe(false);
    expect(codedRow.safeParse({ ...row, names: { lt: 'Bir', ru: 'Один' } }).success).toBe(false);
  });
});

describe('names', () => {
  it('are non-empty and trimmed in every language', () => {
    const trimmed = (v: string) => v.length > 0 && v.trim() === v;
    expect(
      offenders((n) => [n.lt, n.ru, n.eng].every(trimmed) && (n.uz === undefined || trimmed(n.uz))),
    ).toEqual([]);
  });

  it('are Uzbek Latin in lt (ʻ only in oʻ and gʻ, no look-alike apostrophes)', () => {
    expect(
      offenders(
        (n) =>
          !CYRILLIC.test(n.lt) &&
          LATIN.test(n.lt) &&
          !WRONG_APOSTROPHES.test(n.lt) &&
          !/[^oOgG]ʻ|^ʻ/.test(n.lt),
      ),
    ).toEqual([]);
  });

  it('are null or Cyrillic in uz, Cyrillic in ru and Latin in eng', () => {
    expect(offenders((n) => n.uz === undefined || (CYRILLIC.test(n.uz) && !LATIN.test(n.uz)))).toEqual([]);
    expect(offenders((n) => CYRILLIC.test(n.ru) && !LATIN.test(n.ru))).toEqual([]);
    expect(offenders((n) => LATIN.test(n.eng) && !CYRILLIC.test(n.eng))).toEqual([]);
  });

  it('leave no Latin letter when a missing uz name is transliterated from lt', () => {
    expect(offenders((n) => n.uz !== undefined || !LATIN.test(latinToCyrillic(n.lt)))).toEqual([]);
  });
});

describe('courts', () => {
  it('belong to a region 1..14 or to the republic (null)', () => {
    for (const c of COURTS) {
      expect(
        c.regionId === null || (Number.isInteger(c.regionId) && c.regionId >= 1 && c.regionId <= 14),
      ).toBe(true);
    }
  });

  it('include the Supreme and the Constitutional Court at republic level', () => {
    const republic = COURTS.filter((c) => c.regionId === null).map((c) => c.code);
    expect(republic).toEqual(expect.arrayContaining(['SUPREME', 'CONSTITUTIONAL']));
  });

  it('give every region its criminal, civil, administrative and economic courts and district courts', () => {
    for (const { id: regionId } of REGIONS) {
      const codes = COURTS.filter((c) => c.regionId === regionId).map((c) => c.code);
      for (const kind of ['CRIM', 'CIV', 'ADM', 'ECON']) expect(codes).toContain(`R${regionId}-${kind}`);
      expect(codes.filter((c) => /-[DC]-/.test(c ?? '')).length).toBeGreaterThanOrEqual(2);
      expect(codes.every((c) => c?.startsWith(`R${regionId}-`))).toBe(true);
    }
  });
});

describe('request types', () => {
  const byId = new Map(REQUEST_TYPES.map((r) => [r.id, r]));

  it('have the five top-level kinds', () => {
    expect(REQUEST_TYPES.filter((r) => r.parentId === null).map((r) => r.code)).toEqual(
      expect.arrayContaining(requestKindEnum.enumValues),
    );
  });

  it('point to existing parents with lower ids, one level deep, children coded after their parent', () => {
    for (const r of REQUEST_TYPES.filter((t) => t.parentId !== null)) {
      const parent = byId.get(r.parentId as number);
      expect(parent, `parent of ${r.code}`).toBeDefined();
      expect(parent?.id).toBeLessThan(r.id);
      expect(parent?.parentId).toBeNull();
      expect(r.code?.startsWith(`${parent?.code}_`)).toBe(true);
    }
  });

  it.each(['CERTIFICATE_REPLACEMENT', 'LICENSE_REPLACEMENT', 'STATUS_SUSPENSION', 'LEGAL_AID'])(
    '%s has children',
    (code) => {
      const parent = REQUEST_TYPES.find((r) => r.code === code);
      expect(REQUEST_TYPES.some((r) => r.parentId === parent?.id)).toBe(true);
    },
  );
});

describe('legal-aid types', () => {
  it('have id 18 with code 6, "another case" (the fallback of spec sections 3 and 9)', () => {
    const another = LEGAL_AID_TYPES.find((t) => t.id === 18);
    expect(another).toMatchObject({
      code: '6',
      names: { lt: 'Boshqa ish', ru: 'Другое дело', eng: 'Another case' },
    });
    expect(LEGAL_AID_TYPES.filter((t) => t.code === '6')).toHaveLength(1);
  });

  it('are at least 18', () => {
    expect(LEGAL_AID_TYPES.length).toBeGreaterThanOrEqual(18);
  });
});

describe('legal-aid rates', () => {
  it('price every instance in whole, positive tiyin', () => {
    expect(LEGAL_AID_RATES.map((r) => r.code)).toEqual(
      expect.arrayContaining([
        'INQUIRY',
        'PRELIMINARY_INVESTIGATION',
        'FIRST_INSTANCE',
        'APPEAL',
        'CASSATION',
      ]),
    );
    for (const r of LEGAL_AID_RATES) {
      expect(Number.isSafeInteger(r.amountTiyin) && r.amountTiyin > 0).toBe(true);
    }
  });
});

describe('site info', () => {
  it('has ISO timestamps in 2026 before 22 November and links that are null, internal or https', () => {
    for (const s of SITE_INFO) {
      expect(new Date(s.createdAt).toISOString()).toBe(s.createdAt);
      expect(s.createdAt >= '2026-01-01' && s.createdAt < '2026-11-22').toBe(true);
      if (s.link !== null) expect(s.link).toMatch(/^(\/[a-z0-9-/]*|https:\/\/\S+)$/);
    }
  });
});

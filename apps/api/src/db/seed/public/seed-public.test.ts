import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_SCALE, TEST_TODAY, usePublicTestApp } from '../../../../test/helpers/public-data';
import {
  isLegalEntityTin,
  isMfo,
  isBankAccount,
  isPhone,
  isPostalIndex,
  isPinfl,
  isPassport,
  parsePinfl,
} from '@portal/domain';
import { FIRST_PERSON_INDEX, generateLawyers, generateStructures } from './generate';
import { seedPublicContent } from './seed-public';

const ctx = usePublicTestApp();
const n = async (table: string) =>
  (await ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;

describe('public seed', () => {
  it('is deterministic: the same scale and day give the same data', () => {
    const a = generateLawyers(TEST_SCALE, generateStructures(TEST_SCALE), TEST_TODAY);
    const b = generateLawyers(TEST_SCALE, generateStructures(TEST_SCALE), TEST_TODAY);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a[0]!.person.index).toBe(FIRST_PERSON_INDEX);
  });

  it('loads once: a second run (a restart) neither reseeds nor duplicates', async () => {
    const before = {
      lawyers: await n('lawyers'),
      persons: await n('persons'),
      docs: await n('issued_documents'),
      duty: await n('duty_assignments'),
    };
    expect(before.lawyers).toBe(TEST_SCALE.lawyers);
    const again = await seedPublicContent(ctx.db, {
      level: 'demo',
      storage: ctx.storage,
      today: TEST_TODAY,
      log: () => undefined,
      scale: TEST_SCALE,
    });
    expect(again).toBe(false);
    expect({
      lawyers: await n('lawyers'),
      persons: await n('persons'),
      docs: await n('issued_documents'),
      duty: await n('duty_assignments'),
    }).toEqual(before);
  });

  it('writes only valid identifiers, never a demo persona, and gives every lawyer a language and a certificate', async () => {
    const people = await ctx.db.execute<{
      pinfl: string;
      passport: string;
      phone: string;
      gender: string;
      birth_date: string;
    }>(
      sql`select p.pinfl, p.passport, p.phone, p.gender, p.birth_date from persons p join lawyers l on l.person_id = p.id`,
    );
    for (const p of people.rows) {
      expect(isPinfl(p.pinfl) && isPassport(p.passport) && isPhone(p.phone), p.pinfl).toBe(true);
      expect(parsePinfl(p.pinfl)).toEqual({ gender: p.gender, birthDate: p.birth_date });
    }
    const structures = await ctx.db.execute<{
      stir: string;
      mfo: string;
      bank_account: string;
      phone: string;
      postal_index: string;
    }>(sql`select stir, mfo, bank_account, phone, postal_index from contragents`);
    for (const s of structures.rows) {
      expect(
        isLegalEntityTin(s.stir) &&
          isMfo(s.mfo) &&
          isBankAccount(s.bank_account) &&
          isPhone(s.phone) &&
          isPostalIndex(s.postal_index),
        s.stir,
      ).toBe(true);
    }
    expect(
      await n('lawyers l where not exists (select 1 from lawyer_languages x where x.lawyer_id = l.id)'),
    ).toBe(0);
    expect(
      await n(
        `lawyers l where not exists (select 1 from issued_documents d where d.source_type = 'lawyers' and d.source_id = l.id)`,
      ),
    ).toBe(0);
  });
});

/**
 * The demo draw (docs/domain.md "The demo draw"): in the demo data a request for Samarqand in Karakalpak
 * is always drawn to persona `lawyer-samarqand`, on every day of the duty schedule, so the browser
 * journey knows whom to sign in as. It rests on two facts checked here: no generated lawyer outside
 * Qoraqalpogʻiston works in Karakalpak (the national scale uses the same generator), and the persona is on duty in
 * Samarqand every day, working in Karakalpak.
 */
import { generatePerson, demoPersona } from '@portal/synthetic';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePublicTestApp, TEST_TODAY } from '../../../test/helpers/public-data';
import { gatherCandidates } from '../../modules/investigator-requests/draw';
import { dutyAssignments, lawyers, persons } from '../schema';
import { generateLawyers, generateStructures, SCALES } from './public/generate';
import { ensurePersonaLawyersOnDuty } from './public/seed-public';
import { seedDemoPersonas } from './seed-personas';

const SAMARQAND = 8;
const KARAKALPAK = 3;
const QORAQALPOGISTON = 1;

describe('the demo draw', () => {
  it.each(['demo'] as const)(
    'no generated lawyer outside Qoraqalpogʻiston works in Karakalpak (%s scale)',
    (scale) => {
      const generated = generateLawyers(SCALES[scale], generateStructures(SCALES[scale]), TEST_TODAY);
      const speakers = generated.filter((l) => l.languages.includes(KARAKALPAK));
      expect(speakers.length).toBeGreaterThan(0);
      expect(speakers.every((l) => l.regionId === QORAQALPOGISTON)).toBe(true);
    },
  );

  describe('in a seeded database', () => {
    const ctx = usePublicTestApp();
    beforeAll(async () => {
      await seedDemoPersonas(ctx.db);
      await ensurePersonaLawyersOnDuty(ctx.db);
    });

    it('draws persona lawyer-samarqand alone for a Karakalpak request in Samarqand, every duty day', async () => {
      const pinfl = generatePerson(demoPersona('lawyer-samarqand').index).pinfl;
      const [persona] = await ctx.db
        .select({ id: lawyers.id })
        .from(lawyers)
        .innerJoin(persons, eq(persons.id, lawyers.personId))
        .where(eq(persons.pinfl, pinfl));
      const days = await ctx.db
        .selectDistinct({ date: dutyAssignments.dutyDate })
        .from(dutyAssignments)
        .where(and(eq(dutyAssignments.regionId, SAMARQAND)))
        .orderBy(asc(dutyAssignments.dutyDate));
      expect(days.length).toBeGreaterThan(28);
      for (const { date } of days) {
        const candidates = await gatherCandidates(ctx.db, {
          regionId: SAMARQAND,
          dutyDate: date,
          languageId: KARAKALPAK,
          excluded: [],
          now: new Date(),
        });
        expect(
          candidates.map((c) => c.lawyerId),
          date,
        ).toEqual([persona!.id]);
      }
    });
  });
});

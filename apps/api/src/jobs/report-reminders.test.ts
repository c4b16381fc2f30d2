/**
 * The half-year report reminders: directors who have not signed get a reminder 10,
 * 3 and 1 days before the due date, once each, and none after signing. First through the job handler
 * with the injectable clock moved day by day; then with two real API processes racing on four sweeps of
 * the same day: still one reminder per director.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { halfYearReports, notifications } from '../db/schema';
import { emptyReportForms } from '@portal/domain';
import { addPerson, addStructure, someone } from '../../test/helpers/legal-aid-fixtures';
import { dailyJob } from '../../test/helpers/daily-job';
import { useTwoProcessWorld } from '../../test/helpers/processes';

const world = useTwoProcessWorld();

const directors: Record<'unsigned' | 'signed' | 'signsLater', { personId: number; structureId: number }> =
  {} as never;

beforeAll(async () => {
  for (const [i, key] of (['unsigned', 'signed', 'signsLater'] as const).entries()) {
    const personId = await addPerson(world.db, someone(90 + i));
    const structure = await addStructure(world.db, 8, `"Eslatma ${i}" advokatlik byurosi`, personId);
    directors[key] = { personId, structureId: structure.id };
  }
  const report = (contragentId: number, status: string) => ({
    contragentId,
    regionId: 8,
    year: 2026,
    half: 2,
    status,
    forms: emptyReportForms(),
    prefilled: emptyReportForms(),
  });
  await world.db
    .insert(halfYearReports)
    .values([
      report(directors.signed.structureId, 'DIRECTOR_SIGNED'),
      report(directors.signsLater.structureId, 'DRAFT'),
    ]);
});

/** The days-before of each reminder a director got for a half-year, in order. */
async function remindersOf(personId: number, period: { year: number; half: number }) {
  const rows = await world.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientPersonId, personId), eq(notifications.kind, 'REPORT_REMINDER')))
    .orderBy(notifications.id);
  return rows
    .filter((r) => r.params.year === String(period.year) && r.params.half === String(period.half))
    .map((r) => r.params.days);
}

const H2_2026 = { year: 2026, half: 2 };

describe('half-year report reminders', () => {
  it('10, 3 and 1 days before 10 January, once each, to directors who have not signed', async () => {
    const sweep = dailyJob(world.db, 'report-reminders');
    for (const day of ['2026-12-30', '2026-12-31', '2026-12-31', '2027-01-06', '2027-01-07', '2027-01-07'])
      await sweep(day);
    // The third director signs before the last reminder.
    await world.db
      .update(halfYearReports)
      .set({ status: 'DIRECTOR_SIGNED' })
      .where(eq(halfYearReports.contragentId, directors.signsLater.structureId));
    for (const day of ['2027-01-08', '2027-01-09', '2027-01-09', '2027-01-10']) await sweep(day);

    expect(await remindersOf(directors.unsigned.personId, H2_2026)).toEqual([10, 3, 1]);
    expect(await remindersOf(directors.signsLater.personId, H2_2026)).toEqual([10, 3]);
    expect(await remindersOf(directors.signed.personId, H2_2026)).toEqual([]);
  });

  it('two API processes racing on four sweeps of one day send each director one reminder', async () => {
    expect(await world.raceSweeps('report-reminders', '2027-06-30')).toBe(true);
    for (const d of Object.values(directors))
      expect(await remindersOf(d.personId, { year: 2027, half: 1 })).toEqual([10]);
  }, 120_000);
});

/**
 * The daily certificate expiry sweep with two real API processes on one database:
 * certificates ending in 91, 90 and 30 days and one that ended yesterday get nothing, WARNING, DANGER and
 * EXPIRED, each once, with one notification to the lawyer and one to the director, however many sweeps
 * the two processes run; a later sweep adds nothing.
 */
import { tashkentToday, addDays } from '@portal/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@portal/test-support';
import { lawyerCertificates, notifications } from '../db/schema';
import { addLawyer, addPerson, addStructure, someone } from '../../test/helpers/legal-aid-fixtures';
import { useTwoProcessWorld } from '../../test/helpers/processes';
import { enqueue } from './queue';

const world = useTwoProcessWorld();

async function sweepsDone() {
  const { rows } = await world.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'certificate-expiry' and state in ('created', 'active', 'retry') and start_after <= now()`,
  );
  return rows[0]!.n === 0;
}

describe('certificate expiry', () => {
  it('marks 91, 90, 30 and -1 days with nothing, WARNING, DANGER, EXPIRED, once each, with two processes', async () => {
    const today = tashkentToday();
    const directorPersonId = await addPerson(world.db, someone(80));
    const structure = await addStructure(world.db, 8, '"Muddat" advokatlik byurosi', directorPersonId);
    const days = [91, 90, 30, -1] as const;
    const made = [];
    for (const [i, d] of days.entries()) {
      const lawyer = await addLawyer(world.db, someone(81 + i), { regionId: 8, contragentId: structure.id });
      await world.db
        .update(lawyerCertificates)
        .set({ endDate: addDays(today, d) })
        .where(eq(lawyerCertificates.lawyerId, lawyer.lawyerId));
      const [c] = await world.db
        .select()
        .from(lawyerCertificates)
        .where(eq(lawyerCertificates.lawyerId, lawyer.lawyerId));
      made.push({ days: d, certificateId: c!.id, personId: lawyer.personId });
    }

    // Two processes; each schedules a sweep at start, and four more are sent for both to race on.
    await world.twoApis();
    for (let i = 0; i < 4; i++) await enqueue(world.db, 'certificate-expiry', {});
    expect(await waitFor(sweepsDone, 60_000, 200)).toBe(true);

    const marks = await world.db
      .select({ id: lawyerCertificates.id, expiry: lawyerCertificates.expiry })
      .from(lawyerCertificates)
      .where(
        inArray(
          lawyerCertificates.id,
          made.map((m) => m.certificateId),
        ),
      );
    const markOf = (id: number) => marks.find((m) => m.id === id)!.expiry;
    expect(made.map((m) => [m.days, markOf(m.certificateId)])).toEqual([
      [91, null],
      [90, 'WARNING'],
      [30, 'DANGER'],
      [-1, 'EXPIRED'],
    ]);

    const sent = await world.db
      .select()
      .from(notifications)
      .where(eq(notifications.entityType, 'lawyer-certificate'));
    const about = (id: number) => sent.filter((n) => n.entityId === id);
    expect(about(made[0]!.certificateId)).toEqual([]);
    for (const m of made.slice(1)) {
      const kinds = about(m.certificateId).map(
        (n) =>
          `${n.kind}:${n.recipientPersonId === m.personId ? 'lawyer' : n.recipientPersonId === directorPersonId ? 'director' : n.recipientPersonId}`,
      );
      expect(kinds.sort()).toEqual([
        `CERTIFICATE_${markOf(m.certificateId)}:director`,
        `CERTIFICATE_${markOf(m.certificateId)}:lawyer`,
      ]);
    }

    // A later sweep finds nothing new; the next one waits for the next Tashkent midnight.
    await enqueue(world.db, 'certificate-expiry', {});
    expect(await waitFor(sweepsDone, 30_000, 200)).toBe(true);
    expect(
      (await world.db.select().from(notifications).where(eq(notifications.entityType, 'lawyer-certificate')))
        .length,
    ).toBe(sent.length);
    const { rows } = await world.db.execute<{ n: number; at: string }>(
      sql`select count(*)::int as n, min(start_after)::text as at from pgboss.job where name = 'certificate-expiry' and state = 'created'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(new Date(rows[0]!.at).getTime()).toBe(Date.parse(`${addDays(today, 1)}T00:00:00+05:00`));
  }, 120_000);
});

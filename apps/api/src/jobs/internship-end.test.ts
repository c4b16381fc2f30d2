/**
 * The end of internships: on the day an internship's period is over the job makes it
 * COMPLETED (event PERIOD_END by the portal, in its history), the person is no longer an INTERN (their
 * previous role comes back), and the intern and the director are told; once. First through the job
 * handler with the injectable clock moved day by day; then with two real API processes racing on four
 * sweeps of the same day: still one end, one history entry and one notification each.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { internships, notifications, statusHistory, userAccounts } from '../db/schema';
import { loginStatusOf } from '../modules/auth/login-status';
import { startInternship } from '../modules/candidates';
import type { LegalAidCaller } from '../modules/legal-aid';
import { addPassedFiling } from '../../test/helpers/candidates';
import { rowsWhere } from '../../test/helpers/database';
import { addPerson, addStructure, someone } from '../../test/helpers/legal-aid-fixtures';
import { dailyJob } from '../../test/helpers/daily-job';
import { useTwoProcessWorld } from '../../test/helpers/processes';

const world = useTwoProcessWorld();

let directorPersonId: number;
const interns: Record<'early' | 'late', { personId: number; internshipId: number }> = {} as never;

/** A PASSED filing for the person, who has an account. */
async function passedCandidate(personId: number) {
  await world.db.insert(userAccounts).values({ personId }).onConflictDoNothing();
  await addPassedFiling(world.db, personId);
}

beforeAll(async () => {
  directorPersonId = await addPerson(world.db, someone(96));
  const structure = await addStructure(world.db, 8, '"Stajyor" advokatlik byurosi', directorPersonId);
  const director = {
    personId: directorPersonId,
    pinfl: '',
    role: 'DIRECTOR',
    lawyer: null,
    directedContragentId: structure.id,
    directedRegionId: structure.regionId,
    regionId: null,
    orderPermission: false,
    grants: new Set(),
  } as LegalAidCaller;
  // Started in 2027: the API processes' own daily sweep (today's date) leaves them alone.
  for (const [i, [key, start]] of (
    [
      ['early', '2027-01-10'],
      ['late', '2027-02-01'],
    ] as const
  ).entries()) {
    const personId = await addPerson(world.db, someone(97 + i));
    await passedCandidate(personId);
    const internshipId = await world.db.transaction((tx) =>
      startInternship(tx, director, { personId, today: start }),
    );
    interns[key] = { personId, internshipId };
  }
}, 60_000);

const internshipOf = async (id: number) =>
  (await world.db.select().from(internships).where(eq(internships.id, id)))[0]!;
const endsIn = (id: number) =>
  rowsWhere(world.db, statusHistory, { entityType: 'internship', entityId: id, event: 'PERIOD_END' });
const toldOf = async (id: number) =>
  (
    await world.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.entityType, 'internship'), eq(notifications.entityId, id)))
  )
    .filter((n) => n.kind.startsWith('INTERNSHIP_PERIOD_END'))
    .map((n) => [n.kind, n.recipientPersonId]);

describe('the end of internships (job internship-end)', () => {
  it('ends an internship on the day its period is over, once: COMPLETED, back to USER, both told', async () => {
    const { early, late } = interns;
    expect((await loginStatusOf(world.db, early.personId)).role).toBe('INTERN');
    expect(await internshipOf(early.internshipId)).toMatchObject({ endDate: '2027-07-10', status: 'ACTIVE' });
    const sweep = dailyJob(world.db, 'internship-end');
    await sweep('2027-07-09');
    expect((await internshipOf(early.internshipId)).status).toBe('ACTIVE');
    expect((await loginStatusOf(world.db, early.personId)).role).toBe('INTERN');

    for (const day of ['2027-07-10', '2027-07-10', '2027-07-11']) await sweep(day);
    expect((await internshipOf(early.internshipId)).status).toBe('COMPLETED');
    const ends = await endsIn(early.internshipId);
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ fromStatus: 'ACTIVE', toStatus: 'COMPLETED', actorRole: 'SYSTEM' });
    expect(await toldOf(early.internshipId)).toEqual([
      ['INTERNSHIP_PERIOD_END', early.personId],
      ['INTERNSHIP_PERIOD_END_DIRECTOR', directorPersonId],
    ]);
    expect((await loginStatusOf(world.db, early.personId)).role).toBe('USER');
    // The other internship runs on.
    expect((await internshipOf(late.internshipId)).status).toBe('ACTIVE');
    expect((await loginStatusOf(world.db, late.personId)).role).toBe('INTERN');
  });

  it('two API processes racing on four sweeps of one day end the internship once', async () => {
    const { late } = interns;
    expect(await world.raceSweeps('internship-end', '2027-08-01')).toBe(true);
    expect((await internshipOf(late.internshipId)).status).toBe('COMPLETED');
    expect(await endsIn(late.internshipId)).toHaveLength(1);
    expect(await toldOf(late.internshipId)).toEqual([
      ['INTERNSHIP_PERIOD_END', late.personId],
      ['INTERNSHIP_PERIOD_END_DIRECTOR', directorPersonId],
    ]);
    expect((await loginStatusOf(world.db, late.personId)).role).toBe('USER');
  }, 120_000);
});

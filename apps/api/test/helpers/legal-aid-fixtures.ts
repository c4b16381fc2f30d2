import { createPopulation, type SyntheticPerson } from '@portal/synthetic';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  contragents,
  dutyAssignments,
  dutySchedules,
  employments,
  lawyerLanguages,
  lawyerLicenses,
  lawyers,
  orders,
  persons,
  userAccounts,
} from '../../src/db/schema';
import { firstId, insertId } from '../../src/db/rows';

/** The synthetic population gov-sim serves by default: people created here exist in its registries. */
export const population = createPopulation();

/** Stores a synthetic person (as the seed or the single sign-on would) and returns the row id. */
export async function addPerson(db: Database, p: SyntheticPerson): Promise<number> {
  const existing = await firstId(db, persons, eq(persons.pinfl, p.pinfl));
  if (existing) return existing.id;
  return insertId(db, persons, {
    pinfl: p.pinfl,
    lastName: p.surname,
    firstName: p.firstName,
    parentName: p.patronymic,
    gender: p.gender,
    birthDate: p.birthDate,
    regionId: p.regionId,
  });
}

/** The last certificate number given on a database (per test file, whichever files ran before it). */
const certificates = new WeakMap<Database, number>();

/**
 * A lawyer (person, lawyer row, languages, a user account with the order permission unless
 * `orderPermission` is false), optionally employed by a structure.
 */
export async function addLawyer(
  db: Database,
  p: SyntheticPerson,
  options: {
    regionId: number;
    languageIds?: number[];
    contragentId?: number;
    status?: 'ACTIVE' | 'INACTIVE_TEMPORARY';
    orderPermission?: boolean;
  },
) {
  const personId = await addPerson(db, p);
  await db
    .insert(userAccounts)
    .values({ personId, orderPermission: options.orderPermission ?? true })
    .onConflictDoUpdate({
      target: userAccounts.personId,
      set: { orderPermission: options.orderPermission ?? true },
    });
  const [lawyer] = await db
    .insert(lawyers)
    .values({
      personId,
      certificateNumber: String(nextCertificate(db)),
      certificateDate: '2020-01-15',
      regionId: options.regionId,
      status: options.status ?? 'ACTIVE',
    })
    .returning();
  for (const languageId of options.languageIds ?? [1])
    await db.insert(lawyerLanguages).values({ lawyerId: lawyer!.id, languageId });
  if (options.contragentId)
    await db
      .insert(employments)
      .values({ lawyerId: lawyer!.id, contragentId: options.contragentId, startDate: '2021-01-01' });
  return { personId, lawyerId: lawyer!.id };
}

function nextCertificate(db: Database) {
  const n = (certificates.get(db) ?? 1000) + 1;
  certificates.set(db, n);
  return n;
}

/** A lawyer (addLawyer) holding an active license. */
export async function addLicensedLawyer(
  db: Database,
  p: SyntheticPerson,
  options: Parameters<typeof addLawyer>[2],
) {
  const lawyer = await addLawyer(db, p, options);
  await db.insert(lawyerLicenses).values({
    lawyerId: lawyer.lawyerId,
    licenseTypeId: 1,
    serial: 'AA',
    number: String(lawyer.lawyerId),
    givenDate: '2020-01-15',
  });
  return lawyer;
}

/** An advocacy structure of a region (type 1), with a director person when given. */
export async function addStructure(db: Database, regionId: number, name: string, directorPersonId?: number) {
  const [row] = await db
    .insert(contragents)
    .values({ typeId: 1, regionId, name, directorPersonId: directorPersonId ?? null })
    .returning();
  return row!;
}

/** An electronic order of the lawyer in their structure, CREATED (signed) as 2026/000001: the id. */
export async function addCreatedOrder(
  db: Database,
  lawyer: { lawyerId: number; personId: number },
  contragentId: number,
): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      type: 'ELECTRONIC',
      status: 'CREATED',
      lawyerId: lawyer.lawyerId,
      authorPersonId: lawyer.personId,
      scope: 'CONTRAGENT',
      contragentId,
      number: '2026/000001',
      numberYear: 2026,
      numberSequence: 1,
    })
    .returning({ id: orders.id });
  return order!.id;
}

/** Puts lawyers on duty in a region on a day, in the region's published schedule of that month. */
export async function putOnDuty(db: Database, regionId: number, dutyDate: string, lawyerIds: number[]) {
  const periodStart = `${dutyDate.slice(0, 7)}-01`;
  const [y, m] = dutyDate.split('-').map(Number) as [number, number];
  const periodEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  await db
    .insert(dutySchedules)
    .values({ regionId, periodStart, periodEnd, status: 'PUBLISHED' })
    .onConflictDoNothing();
  const [schedule] = await db
    .select({ id: dutySchedules.id })
    .from(dutySchedules)
    .where(and(eq(dutySchedules.regionId, regionId), eq(dutySchedules.periodStart, periodStart)));
  for (const lawyerId of lawyerIds)
    await db
      .insert(dutyAssignments)
      .values({ scheduleId: schedule!.id, regionId, dutyDate, lawyerId })
      .onConflictDoNothing();
}

/** People of the population with nothing to do with the demo personas, from index 100 on. */
export function someone(n: number): SyntheticPerson {
  return population.at(100 + n)!;
}

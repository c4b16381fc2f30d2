import type { Language } from '@portal/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contragents,
  employments,
  lawyerLicenses,
  lawyers,
  persons,
  regions,
  sessions,
  userAccounts,
} from '../../db/schema';
import { nameIn } from '../../http/localize';

export async function personById(db: Database, personId: number) {
  const [row] = await db.select().from(persons).where(eq(persons.id, personId));
  return row;
}

export async function accountOf(db: Database, userAccountId: number) {
  const [row] = await db.select().from(userAccounts).where(eq(userAccounts.id, userAccountId));
  return row;
}

export async function sessionById(db: Database, sessionId: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

/** The person's lawyer record with licenses and current structure, or null. */
export async function lawyerSummaryOf(db: Database, personId: number, lang: Language) {
  const [lawyer] = await db
    .select({
      id: lawyers.id,
      certificateNumber: lawyers.certificateNumber,
      certificateDate: lawyers.certificateDate,
      status: lawyers.status,
      region: regions,
      contragentId: contragents.id,
      contragentName: contragents.name,
    })
    .from(lawyers)
    .leftJoin(regions, eq(regions.id, lawyers.regionId))
    .leftJoin(employments, and(eq(employments.lawyerId, lawyers.id), isNull(employments.endDate)))
    .leftJoin(contragents, eq(contragents.id, employments.contragentId))
    .where(eq(lawyers.personId, personId));
  if (!lawyer) return null;
  const licenses = await db
    .select()
    .from(lawyerLicenses)
    .where(eq(lawyerLicenses.lawyerId, lawyer.id))
    .orderBy(desc(lawyerLicenses.current), desc(lawyerLicenses.givenDate));
  return {
    certificateNumber: lawyer.certificateNumber,
    certificateDate: lawyer.certificateDate,
    status: lawyer.status,
    regionName: lawyer.region ? nameIn(lawyer.region, lang) : null,
    contragent:
      lawyer.contragentId !== null ? { id: lawyer.contragentId, name: lawyer.contragentName ?? '' } : null,
    licenses: licenses.map((l) => ({
      serial: l.serial,
      number: l.number,
      givenDate: l.givenDate,
      endDate: l.endDate,
      status: l.status,
    })),
  };
}

/** The structure the person directs (not archived), or null. */
export async function directedStructureOf(db: Database, personId: number) {
  const [row] = await db
    .select({ id: contragents.id, name: contragents.name, orderRestricted: contragents.orderRestricted })
    .from(contragents)
    .where(and(eq(contragents.directorPersonId, personId), eq(contragents.archived, false)))
    .orderBy(contragents.id)
    .limit(1);
  return row ?? null;
}

/** The signed-in user's own cabinet data, as the account calls answer it (own data only: no policy scope). */
import type {
  CurrentAccount,
  CurrentLawyerCandidate,
  Language,
  PersonData,
  ProfileInfo,
} from '@portal/contracts';
import { isAssignedRole, type Role } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contragents,
  lawyerCertificates,
  lawyerLicenses,
  lawyers,
  persons,
  regions,
  sessions,
  userAccounts,
} from '../../db/schema';
import { nameIn } from '../../http/localize';
import { fullNameOf } from '../../people/person-row';
import type { AuthContext } from '../auth';
import { currentFilingOf } from '../candidates';
import { permissionsOf } from '../permissions';
import { withCurrentStructure } from '../../people/lawyers';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

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
  const [lawyer] = await withCurrentStructure(
    db
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
      .$dynamic(),
  ).where(eq(lawyers.personId, personId));
  if (!lawyer) return null;
  const [certificate] = await db
    .select({ endDate: lawyerCertificates.endDate, expiry: lawyerCertificates.expiry })
    .from(lawyerCertificates)
    .where(and(eq(lawyerCertificates.lawyerId, lawyer.id), eq(lawyerCertificates.current, true)));
  const licenses = await db
    .select()
    .from(lawyerLicenses)
    .where(eq(lawyerLicenses.lawyerId, lawyer.id))
    .orderBy(desc(lawyerLicenses.current), desc(lawyerLicenses.givenDate));
  return {
    id: lawyer.id,
    certificateNumber: lawyer.certificateNumber,
    certificateDate: lawyer.certificateDate,
    certificateEndDate: certificate?.endDate ?? null,
    certificateExpiry: certificate?.expiry ?? null,
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

/** The login `status` behind a role (spec section 4 read backwards). */
function statusOfRole(role: Role): string | null {
  if (isAssignedRole(role)) return role;
  return role === 'LAWYER' || role === 'DIRECTOR' ? 'LAWYER' : null;
}

/** account/current: who is signed in and every permission their role holds now. */
export async function currentAccount(db: Database, auth: AuthContext): Promise<CurrentAccount> {
  const [person, session, permissions] = await Promise.all([
    personById(db, auth.personId),
    sessionById(db, auth.sessionId),
    permissionsOf(db, auth.role),
  ]);
  return {
    personId: auth.personId,
    pinfl: auth.pinfl,
    fullName: fullNameOf(person!),
    email: person!.email,
    role: auth.role,
    status: statusOfRole(auth.role),
    contragentId: auth.contragentId,
    permissions: [...permissions],
    signInMethod: session!.method,
    sessionExpiresAt: session!.expiresAt.toISOString(),
  };
}

/** account/profile-info: the cabinet's profile page. */
export async function profileInfo(db: Database, auth: AuthContext, lang: Language): Promise<ProfileInfo> {
  const [person, account, lawyer, directs] = await Promise.all([
    personById(db, auth.personId),
    accountOf(db, auth.userAccountId),
    lawyerSummaryOf(db, auth.personId, lang),
    directedStructureOf(db, auth.personId),
  ]);
  return {
    fullName: fullNameOf(person!),
    lastName: person!.lastName,
    firstName: person!.firstName,
    parentName: person!.parentName,
    gender: person!.gender,
    birthDate: person!.birthDate,
    phone: person!.phone,
    email: person!.email,
    role: auth.role,
    accountCreatedAt: account!.createdAt.toISOString(),
    lastSignInAt: iso(account!.lastSignInAt),
    orderPermission: account!.orderPermission,
    lawyer,
    directs,
  };
}

/** currentLawyerCandidate: the person's standing toward the bar (the applicant page). */
export async function lawyerCandidate(
  db: Database,
  auth: AuthContext,
  lang: Language,
): Promise<CurrentLawyerCandidate> {
  const [person, lawyer, directs, filing] = await Promise.all([
    personById(db, auth.personId),
    lawyerSummaryOf(db, auth.personId, lang),
    directedStructureOf(db, auth.personId),
    currentFilingOf(db, auth.personId, lang),
  ]);
  return {
    pinfl: auth.pinfl,
    fullName: fullNameOf(person!),
    lawyer,
    directs: directs ? { id: directs.id, name: directs.name } : null,
    canApply: lawyer === null,
    filing,
  };
}

type PersonRow = NonNullable<Awaited<ReturnType<typeof personById>>>;

/** The person data the single sign-on gave at the last sign-in, as stored. */
export function signOnData(person: PersonRow) {
  return {
    pinfl: person.pinfl,
    lastName: person.lastName,
    firstName: person.firstName,
    parentName: person.parentName,
    gender: person.gender,
    birthDate: person.birthDate,
    birthPlace: person.birthPlace,
    nationality: person.nationality,
    citizenship: person.citizenship,
    passport: person.passport,
    passportIssuedBy: person.passportIssuedBy,
    passportIssueDate: person.passportIssueDate,
    passportExpiryDate: person.passportExpiryDate,
    address: person.address,
    temporaryAddress: person.temporaryAddress,
    phone: person.phone,
    email: person.email,
    tin: null,
    source: person.source,
    fetchedAt: iso(person.fetchedAt),
  } satisfies PersonData & { source: string; fetchedAt: string | null };
}

/** The user accounts as ADMIN's screens read them: the list, one account with its details. */
import type { UserDetails, UserListItem } from '@portal/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { readTogether, type Executor } from '../../db/transaction';
import { contragents, persons, sessions, userAccounts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { containsSearch, identifierSearch, isDigitSearch } from '../../db/search';
import { fullNameOf } from '../../people/person-row';
import type { AuthContext } from '../auth';
import { historyOf } from './admin-actions';
import { userPolicy } from './policy';
import type { Database } from '../../db/client';
import { readModel } from '../../kit/read-model';

/**
 * The role a user account gets at sign-in now, in SQL (the same rule as modules/auth/login-status.ts):
 * an assigned role wins; else a director of a structure that is not archived is DIRECTOR (a lawyer) or
 * NEW_DIRECTOR; else the applicant of an undecided structure registration is NEW_DIRECTOR; else LAWYER
 * when in the lawyer registry; else USER.
 */
export const currentRoleSql = sql<string>`CASE
  WHEN ${userAccounts.assignedRole} IS NOT NULL THEN ${userAccounts.assignedRole}
  WHEN EXISTS (SELECT 1 FROM contragents c WHERE c.director_person_id = ${userAccounts.personId} AND NOT c.archived)
    THEN CASE WHEN EXISTS (SELECT 1 FROM lawyers l WHERE l.person_id = ${userAccounts.personId})
      THEN 'DIRECTOR' ELSE 'NEW_DIRECTOR' END
  WHEN EXISTS (SELECT 1 FROM structure_registrations r WHERE r.applicant_person_id = ${userAccounts.personId} AND r.status = 'SEND')
    THEN 'NEW_DIRECTOR'
  WHEN EXISTS (SELECT 1 FROM lawyers l WHERE l.person_id = ${userAccounts.personId}) THEN 'LAWYER'
  ELSE 'USER' END`;

/** A person-name or pinfl search: digits find the pinfls that begin with them, anything else names. */
export function personSearch(search: string | undefined): SQL | undefined {
  return identifierSearch(search, persons.searchText, persons.pinfl);
}

export interface UserFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  role?: string | undefined;
  blocked?: boolean | undefined;
}

/** Accounts with their person and current role, the latest signed in first (the list's order). */
function accountsWithPersons(db: Executor) {
  return db
    .select({ account: userAccounts, person: persons, role: currentRoleSql })
    .from(userAccounts)
    .innerJoin(persons, eq(persons.id, userAccounts.personId))
    .$dynamic();
}

/**
 * The accounts ADMIN reads: a page's ids are found from `user_accounts` alone (a search as the ids of the
 * persons it finds), so the current role, which looks at four tables, is worked out for the page's rows
 * only, not for every row a deep page skips.
 */
const userRead = readModel({
  table: userAccounts,
  base: accountsWithPersons,
  order: [sql`${userAccounts.lastSignInAt} DESC NULLS LAST`, desc(userAccounts.id)],
  item: (row, actor: AuthContext) => listItem(actor, row),
  view: (db, row, item) => detailsOf(db, row, item),
});

export async function findUser(db: Executor, id: number) {
  const [row] = await accountsWithPersons(db).where(eq(userAccounts.id, id));
  return row;
}

export async function activeSessionCount(db: Executor, userAccountId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userAccountId, userAccountId),
        sql`${sessions.revokedAt} IS NULL`,
        sql`${sessions.expiresAt} > now()`,
      ),
    );
  return row!.n;
}

export async function directedName(db: Executor, personId: number) {
  const [row] = await db
    .select({ name: contragents.name })
    .from(contragents)
    .where(and(eq(contragents.directorPersonId, personId), eq(contragents.archived, false)))
    .limit(1);
  return row?.name ?? null;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function listItem(actor: AuthContext, row: UserRow): UserListItem {
  const { account, person } = row;
  return {
    id: account.id,
    personId: person.id,
    pinfl: person.pinfl,
    fullName: fullNameOf(person),
    role: row.role,
    assignedRole: account.assignedRole,
    regionId: account.regionId,
    blocked: account.blocked,
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    can: userPolicy.can(actor, account),
  };
}

/**
 * The accounts a search finds: digits, the persons whose pinfl begins with them; anything else, the
 * account's copy of its person's name (`user_accounts.search_text`), so a name search reads the accounts
 * alone instead of every person of that name in the registry.
 */
function accountSearch(db: Database, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (!isDigitSearch(search)) return containsSearch(userAccounts.searchText, search);
  return inArray(
    userAccounts.personId,
    db.select({ id: persons.id }).from(persons).where(personSearch(search)),
  );
}

/** One page of accounts, the latest signed in first. */
export function userList(db: Database, actor: AuthContext, filter: UserFilter) {
  const where = and(
    accountSearch(db, filter.search),
    filter.role ? sql`${currentRoleSql} = ${filter.role}` : undefined,
    filter.blocked === undefined ? undefined : eq(userAccounts.blocked, filter.blocked),
  );
  return userRead.list(db, actor, where, filter);
}

/** The account `id` (404 when there is none). */
export async function visibleUser(db: Executor, id: number): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The account's details beside its list item: live sessions, the structure they direct, the history. */
async function detailsOf(db: Executor, row: UserRow, item: UserListItem): Promise<UserDetails> {
  const [sessionCount, directs, history] = await readTogether(db, [
    () => activeSessionCount(db, row.account.id),
    () => directedName(db, row.person.id),
    () => historyOf(db, 'USER_ACCOUNT', row.account.id),
  ]);
  return {
    ...item,
    email: row.person.email,
    phone: row.person.phone,
    birthDate: row.person.birthDate,
    blockedReason: row.account.blockedReason,
    orderPermission: row.account.orderPermission,
    createdAt: row.account.createdAt.toISOString(),
    activeSessions: sessionCount,
    isLawyer: row.role === 'LAWYER' || row.role === 'DIRECTOR',
    directs,
    history,
  };
}

/** One account with its person, live sessions, the structure they direct and the history. */
export async function userDetails(db: Executor, actor: AuthContext, id: number): Promise<UserDetails> {
  const row = await visibleUser(db, id);
  return detailsOf(db, row, listItem(actor, row));
}

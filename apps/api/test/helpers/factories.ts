/**
 * Data factories for API tests: real rows in the test file's own database, built from the synthetic
 * population so every identifier is well formed. `signInAs` gives a bearer token of a chosen role.
 */
import { ASSIGNED_ROLES, type AssignedRole, type Role } from '@portal/domain';
import { generatePerson, type SyntheticPerson } from '@portal/synthetic';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { contragents, employments, lawyers, persons, userAccounts } from '../../src/db/schema';
import { personRow } from '../../src/people/person-row';
import { signInPerson } from '../../src/modules/auth/sessions';

/**
 * The next number a factory uses on `db` (population indexes start past the demo personas and the demo
 * seed's people). Counted per database, that is per test file: a file gets the same people and numbers
 * whichever files ran before it in the same worker (the API tests share a module graph, isolate: false).
 */
const counters = new WeakMap<Database, number>();
const nextIndex = (db: Database) => {
  const n = counters.get(db) ?? 500_000;
  counters.set(db, n + 1);
  return n;
};

/** Inserts person `index` of the synthetic population (a fresh one when omitted). */
export async function createPerson(db: Database, index = nextIndex(db)) {
  const p: SyntheticPerson = generatePerson(index);
  const [row] = await db.insert(persons).values(personRow(p)).returning();
  return row!;
}

export async function createContragent(
  db: Database,
  values: { directorPersonId?: number | null; regionId?: number; typeId?: number; name?: string } = {},
) {
  const n = nextIndex(db);
  const [row] = await db
    .insert(contragents)
    .values({
      typeId: values.typeId ?? 1,
      regionId: values.regionId ?? 14,
      name: values.name ?? `Advokatlik firmasi ${n}`,
      stir: String(200_000_000 + (n % 100_000_000)),
      directorPersonId: values.directorPersonId ?? null,
    })
    .returning();
  return row!;
}

export async function createLawyer(
  db: Database,
  values: { personId?: number; regionId?: number; contragentId?: number; status?: 'ACTIVE' } = {},
) {
  const personId = values.personId ?? (await createPerson(db)).id;
  const [lawyer] = await db
    .insert(lawyers)
    .values({
      personId,
      certificateNumber: `T-${personId}-${nextIndex(db)}`,
      certificateDate: '2020-03-15',
      regionId: values.regionId ?? 14,
      status: values.status ?? 'ACTIVE',
    })
    .returning();
  if (values.contragentId !== undefined) {
    await db
      .insert(employments)
      .values({ lawyerId: lawyer!.id, contragentId: values.contragentId, startDate: '2021-01-01' });
  }
  return lawyer!;
}

/** A person set up so that sign-in gives `role` (spec section 4), signed in by single sign-on. */
export async function signInAs(db: Database, role: Role) {
  const person = await createPerson(db);
  let contragentId: number | null = null;
  if (role === 'LAWYER') {
    contragentId = (await createContragent(db)).id;
    await createLawyer(db, { personId: person.id, contragentId });
  } else if (role === 'DIRECTOR' || role === 'NEW_DIRECTOR') {
    contragentId = (await createContragent(db, { directorPersonId: person.id })).id;
    if (role === 'DIRECTOR') await createLawyer(db, { personId: person.id, contragentId });
  } else if ((ASSIGNED_ROLES as readonly string[]).includes(role)) {
    await db.insert(userAccounts).values({ personId: person.id, assignedRole: role as AssignedRole });
  }
  const answer = await signInPerson(db, {
    personId: person.id,
    method: 'SSO',
    ttlMs: 3_600_000,
    now: new Date(),
  });
  const [account] = await db.select().from(userAccounts).where(eq(userAccounts.personId, person.id));
  return {
    token: answer.token,
    answer,
    person,
    userAccountId: account!.id,
    contragentId,
    headers: { authorization: `Bearer ${answer.token}` },
  };
}

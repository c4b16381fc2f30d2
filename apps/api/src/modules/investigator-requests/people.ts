import { and, eq, isNull } from 'drizzle-orm';
import type { RegistryPerson } from '../../adapters/person-registry';
import type { Executor } from '../../db/transaction';
import { employments, lawyers, persons } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/**
 * The lawyer record of a person, with the structure they work in now (null: they practise alone). A person
 * who is not a lawyer gets a 422 with its message (never a 403, which the SPA reads as "signed out").
 */
export async function lawyerOfPerson(db: Executor, personId: number) {
  const [row] = await db
    .select({ lawyer: lawyers, contragentId: employments.contragentId })
    .from(lawyers)
    .leftJoin(employments, and(eq(employments.lawyerId, lawyers.id), isNull(employments.endDate)))
    .where(eq(lawyers.personId, personId));
  if (!row) throw new AppError('BUSINESS_RULE', { messageKey: 'legal-aid:error.lawyerNotFound' });
  return { ...row.lawyer, contragentId: row.contragentId };
}

/** "Surname Firstname Parentname" of a person row. */
export function fullName(p: { lastName: string; firstName: string; parentName: string | null }): string {
  return [p.lastName, p.firstName, p.parentName].filter(Boolean).join(' ');
}

/** The full name of the person behind a lawyer id. */
export async function lawyerName(
  db: Executor,
  lawyerId: number,
): Promise<{ personId: number; name: string }> {
  const [row] = await db
    .select({ person: persons })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .where(eq(lawyers.id, lawyerId));
  if (!row) throw new AppError('NOT_FOUND');
  return { personId: row.person.id, name: fullName(row.person) };
}

/** Stores (or refreshes) a person the registry answered; one person, one row, by pinfl. */
export async function upsertRegistryPerson(db: Executor, p: RegistryPerson): Promise<number> {
  const values = {
    pinfl: p.pinfl,
    lastName: p.surname,
    firstName: p.firstName,
    parentName: p.patronymic || null,
    gender: p.gender,
    birthDate: p.birthDate,
    birthPlace: p.birthPlace,
    passport: p.passport,
    passportIssuedBy: p.passportIssuePlace,
    passportIssueDate: p.passportIssueDate,
    passportExpiryDate: p.passportExpiryDate,
    phone: p.phone,
    email: p.email,
    address: p.address,
    regionId: p.regionId >= 1 && p.regionId <= 14 ? p.regionId : null,
    nationality: p.nationality,
    citizenship: p.citizenship.slice(0, 3),
    source: 'REGISTRY',
    fetchedAt: new Date(),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(persons)
    .values(values)
    .onConflictDoUpdate({ target: persons.pinfl, set: values })
    .returning({ id: persons.id });
  return row!.id;
}

import type { SyntheticPerson } from '@portal/synthetic';
import type { persons } from '../schema';

/** The `persons` row of a synthetic person (seeds and test factories). */
export function personRow(p: SyntheticPerson): typeof persons.$inferInsert {
  return {
    pinfl: p.pinfl,
    lastName: p.surname,
    firstName: p.firstName,
    parentName: p.patronymic,
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
    regionId: p.regionId,
    nationality: p.nationality,
    citizenship: p.citizenship,
  };
}

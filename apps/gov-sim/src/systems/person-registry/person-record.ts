import type { PersonRecord } from '@portal/integrations';
import type { SyntheticPerson } from '@portal/synthetic';

/** The registry's record of a synthetic person. */
export function toPersonRecord(p: SyntheticPerson): PersonRecord {
  return {
    pinfl: p.pinfl,
    surname: p.surname,
    firstName: p.firstName,
    patronymic: p.patronymic,
    fullName: p.fullName,
    gender: p.gender,
    birthDate: p.birthDate,
    birthPlace: p.birthPlace,
    nationality: p.nationality,
    citizenship: p.citizenship,
    passport: p.passport,
    passportIssuePlace: p.passportIssuePlace,
    passportIssueDate: p.passportIssueDate,
    passportExpiryDate: p.passportExpiryDate,
    regionId: p.regionId,
    regionSoato: p.regionSoato,
    district: p.district,
    address: p.address,
    phone: p.phone,
    email: p.email,
    tin: p.tin,
  };
}

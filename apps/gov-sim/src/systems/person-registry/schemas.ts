import { pageQuery } from '@portal/contracts';
import type { SyntheticPerson } from '@portal/synthetic';
import { z } from 'zod';

const PINFL_RE = /^\d{14}$/;
const PASSPORT_RE = /^[A-Z]{2}\d{7}$/;

/** A pinfl as callers send it: exactly 14 digits. */
export const pinflSchema = z.string().regex(PINFL_RE, 'pinfl must be 14 digits');

/** `GET /person-registry/persons/:pinfl` path parameters. */
export const personParams = z.object({ pinfl: pinflSchema });

/**
 * `POST /person-registry/passport` body. The passport series and number is trimmed, spaces removed and
 * upper-cased before the format check (`aa 1234567` is `AA1234567`).
 */
export const passportLookupBody = z.object({
  pinfl: pinflSchema,
  passportSerialNumber: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(PASSPORT_RE, 'passportSerialNumber must be 2 Latin letters and 7 digits')),
});

/** `GET /person-registry/persons` query: page from 0, limit 20 by default and at most 100, filters. */
export const personListQuery = pageQuery(20, 100).extend({
  gender: z.enum(['MALE', 'FEMALE']).optional(),
  regionId: z.coerce.number().int().min(1).max(14).optional(),
});

/**
 * A person as the registry answers it (the simulator's own REST/JSON protocol): identity, passport,
 * addresses and contacts. Register flags (disability, social protection, mobile-ID) belong to other
 * registries and are not part of it.
 */
export const personRecordSchema = z.object({
  pinfl: z.string().regex(PINFL_RE),
  surname: z.string(),
  firstName: z.string(),
  patronymic: z.string(),
  fullName: z.string(),
  gender: z.enum(['MALE', 'FEMALE']),
  birthDate: z.iso.date(),
  birthPlace: z.string(),
  nationality: z.string(),
  citizenship: z.string(),
  passport: z.string().regex(PASSPORT_RE),
  passportIssuePlace: z.string(),
  passportIssueDate: z.iso.date(),
  passportExpiryDate: z.iso.date(),
  regionId: z.number().int(),
  regionSoato: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  tin: z.string(),
});

/** A person record of the registry. */
export type PersonRecord = z.infer<typeof personRecordSchema>;

/** `GET /person-registry/persons` answer. */
export const personListSchema = z.object({ list: z.array(personRecordSchema), total: z.number().int() });

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

/**
 * The national person and passport registry. integrations.md fixes no protocol, so it is the simulator's
 * own REST/JSON (apps/gov-sim/src/systems/person-registry):
 * - `GET /persons/:pinfl` -> a person record; 404 PERSON_NOT_FOUND;
 * - `POST /passport {pinfl, passportSerialNumber}` -> the person when both match, else 404;
 * - `GET /persons?page&limit&gender&regionId` -> `{list, total}`.
 */
import { pageQuery } from '@portal/contracts';
import { GENDERS } from '@portal/domain';
import { z } from 'zod';
import { PASSPORT_REGEX, PINFL_REGEX, pinflSchema } from './common';

/**
 * `POST /passport` body. The passport series and number is trimmed, spaces removed and upper-cased before
 * the format check (`aa 1234567` is `AA1234567`).
 */
export const passportLookupBody = z.object({
  pinfl: pinflSchema,
  passportSerialNumber: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(PASSPORT_REGEX, 'passportSerialNumber must be 2 Latin letters and 7 digits')),
});

/** `GET /persons` query: page from 0, limit 20 by default and at most 100, filters. */
export const personListQuery = pageQuery(20, 100).extend({
  gender: z.enum(GENDERS).optional(),
  regionId: z.coerce.number().int().min(1).max(14).optional(),
});

/**
 * A person as the registry answers it: identity, passport, addresses and contacts. Register flags
 * (disability, social protection, mobile-ID) belong to other registries and are not part of it.
 */
export const personRecordSchema = z.object({
  pinfl: z.string().regex(PINFL_REGEX),
  surname: z.string(),
  firstName: z.string(),
  patronymic: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS),
  birthDate: z.iso.date(),
  birthPlace: z.string(),
  nationality: z.string(),
  citizenship: z.string(),
  passport: z.string().regex(PASSPORT_REGEX),
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
export type PersonRecord = z.infer<typeof personRecordSchema>;

/** `GET /persons` answer. */
export const personListSchema = z.object({ list: z.array(personRecordSchema), total: z.number().int() });

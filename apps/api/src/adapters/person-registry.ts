import { z } from 'zod';
import { getJson, type HttpJsonOptions } from './http-json';

/** A person as the person and passport registry answers (apps/gov-sim/src/systems/person-registry). */
export const registryPersonSchema = z.object({
  pinfl: z.string().regex(/^\d{14}$/),
  surname: z.string(),
  firstName: z.string(),
  patronymic: z.string(),
  fullName: z.string(),
  gender: z.enum(['MALE', 'FEMALE']),
  birthDate: z.iso.date(),
  birthPlace: z.string(),
  nationality: z.string(),
  citizenship: z.string(),
  passport: z.string(),
  passportIssuePlace: z.string(),
  passportIssueDate: z.iso.date(),
  passportExpiryDate: z.iso.date(),
  regionId: z.number().int(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type RegistryPerson = z.infer<typeof registryPersonSchema>;

export interface PersonRegistry {
  /** The person with this pinfl, or null when the registry has nobody with it. */
  findByPinfl(pinfl: string): Promise<RegistryPerson | null>;
}

/** The person registry's adapter: `GET {base}/persons/{pinfl}`. */
export function createPersonRegistry(baseUrl: string, timeoutMs: number): PersonRegistry {
  const options: HttpJsonOptions = { system: 'personRegistry', timeoutMs };
  return {
    findByPinfl: (pinfl) =>
      getJson(`${baseUrl}/persons/${encodeURIComponent(pinfl)}`, registryPersonSchema, options),
  };
}

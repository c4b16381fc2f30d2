/** The national person and passport registry (gov-sim's own REST/JSON in development): a person by pinfl. */
import { z } from 'zod';
import type { Config } from '../config';
import { getJson } from './http';

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
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  tin: z.string(),
});
export type RegistryPerson = z.infer<typeof registryPersonSchema>;

export interface PersonRegistryAdapter {
  /** The person with this pinfl, or null when the registry has nobody with it. */
  findByPinfl(pinfl: string, requestId?: string): Promise<RegistryPerson | null>;
}

export function createPersonRegistryAdapter(
  config: Pick<Config, 'registries' | 'nationalSystems'>,
): PersonRegistryAdapter {
  return {
    findByPinfl: (pinfl, requestId) =>
      getJson(
        `${config.registries.personRegistryUrl}/persons/${encodeURIComponent(pinfl)}`,
        registryPersonSchema,
        { system: 'personRegistry', timeoutMs: config.nationalSystems.timeoutMs, requestId },
      ),
  };
}

/** The national person and passport registry (gov-sim's own REST/JSON in development): a person by pinfl. */
import { z } from 'zod';
import type { Config } from '../config';
import { callSystem, systemUnavailable } from './http';

export const registryPersonSchema = z.object({
  pinfl: z.string(),
  surname: z.string(),
  firstName: z.string(),
  patronymic: z.string(),
  fullName: z.string(),
  gender: z.enum(['MALE', 'FEMALE']),
  birthDate: z.string(),
  birthPlace: z.string(),
  nationality: z.string(),
  citizenship: z.string(),
  passport: z.string(),
  passportIssuePlace: z.string(),
  passportIssueDate: z.string(),
  passportExpiryDate: z.string(),
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

export function createPersonRegistryAdapter(config: Config): PersonRegistryAdapter {
  return {
    async findByPinfl(pinfl, requestId) {
      const answer = await callSystem({
        system: 'personRegistry',
        url: `${config.personRegistryUrl}/persons/${encodeURIComponent(pinfl)}`,
        timeoutMs: config.nationalSystems.timeoutMs,
        requestId,
      });
      if (answer.status === 404) return null;
      const parsed = registryPersonSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) throw systemUnavailable('personRegistry', answer.status);
      return parsed.data;
    },
  };
}

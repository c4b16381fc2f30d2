/**
 * The person behind a verified signature: the portal's own row (table persons) or, the first time, the
 * person as the national person registry knows them (apps/gov-sim's `GET /person-registry/persons/:pinfl`
 * in development), inserted with source REGISTRY.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { ESignatureRefusal } from './refusals';

const REGISTRY_TIMEOUT_MS = 10_000;

const registryPerson = z.object({
  pinfl: z.string().regex(/^\d{14}$/),
  surname: z.string(),
  firstName: z.string(),
  patronymic: z.string().nullish(),
  gender: z.enum(['MALE', 'FEMALE']).nullish(),
  birthDate: z.iso.date().nullish(),
  birthPlace: z.string().nullish(),
  nationality: z.string().nullish(),
  citizenship: z.string().max(3).nullish(),
  passport: z.string().max(9).nullish(),
  passportIssuePlace: z.string().nullish(),
  passportIssueDate: z.iso.date().nullish(),
  passportExpiryDate: z.iso.date().nullish(),
  regionId: z.number().int().min(1).max(14).nullish(),
  address: z.string().nullish(),
  phone: z.string().max(13).nullish(),
  email: z.string().nullish(),
});

function unavailable(cause: unknown): AppError {
  return new AppError('EXTERNAL_UNAVAILABLE', { cause });
}

/** The registry's record of a PINFL, or null when the registry has nobody with it. */
async function fetchFromRegistry(config: Pick<Config, 'nationalSystems'>, pinfl: string) {
  let response: Response;
  try {
    response = await fetch(
      `${config.nationalSystems.personRegistryUrl}/persons/${encodeURIComponent(pinfl)}`,
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
      },
    );
  } catch (error) {
    throw unavailable(error);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw unavailable(new Error(`person registry answered HTTP ${response.status}`));
  const parsed = registryPerson.safeParse(await response.json().catch(() => null));
  if (!parsed.success || parsed.data.pinfl !== pinfl) throw unavailable(parsed.error);
  return parsed.data;
}

/** The person row of `pinfl`, fetched from the person registry and inserted when the portal has none. */
export async function findOrFetchPerson(
  db: Database,
  config: Pick<Config, 'nationalSystems'>,
  pinfl: string,
): Promise<{ id: number; pinfl: string }> {
  const [known] = await db
    .select({ id: persons.id, pinfl: persons.pinfl })
    .from(persons)
    .where(eq(persons.pinfl, pinfl));
  if (known) return known;
  const p = await fetchFromRegistry(config, pinfl);
  if (!p) throw new ESignatureRefusal('PERSON_NOT_FOUND');
  await db
    .insert(persons)
    .values({
      pinfl: p.pinfl,
      lastName: p.surname,
      firstName: p.firstName,
      parentName: p.patronymic ?? null,
      gender: p.gender ?? null,
      birthDate: p.birthDate ?? null,
      birthPlace: p.birthPlace ?? null,
      nationality: p.nationality ?? null,
      citizenship: p.citizenship ?? null,
      passport: p.passport ?? null,
      passportIssuedBy: p.passportIssuePlace ?? null,
      passportIssueDate: p.passportIssueDate ?? null,
      passportExpiryDate: p.passportExpiryDate ?? null,
      regionId: p.regionId ?? null,
      address: p.address ?? null,
      phone: p.phone ?? null,
      email: p.email ?? null,
      source: 'REGISTRY',
      fetchedAt: new Date(),
    })
    .onConflictDoNothing({ target: persons.pinfl });
  const [row] = await db
    .select({ id: persons.id, pinfl: persons.pinfl })
    .from(persons)
    .where(eq(persons.pinfl, pinfl));
  return row!;
}

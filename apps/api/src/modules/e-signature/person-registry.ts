/**
 * The person behind a verified signature: the portal's own row (table persons) or, the first time, the
 * person as the national person registry knows them (adapters/person-registry.ts), inserted with source
 * REGISTRY.
 */
import { eq } from 'drizzle-orm';
import { createPersonRegistry } from '../../adapters/person-registry';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import { ESignatureRefusal } from './refusals';

/** The person row of `pinfl`, fetched from the person registry and inserted when the portal has none. */
export async function findOrFetchPerson(
  db: Database,
  config: Pick<Config, 'registries'>,
  pinfl: string,
): Promise<{ id: number; pinfl: string }> {
  const [known] = await db
    .select({ id: persons.id, pinfl: persons.pinfl })
    .from(persons)
    .where(eq(persons.pinfl, pinfl));
  if (known) return known;
  const { personRegistryUrl, timeoutMs } = config.registries;
  const p = await createPersonRegistry(personRegistryUrl, timeoutMs).findByPinfl(pinfl);
  if (!p) throw new ESignatureRefusal('PERSON_NOT_FOUND');
  await db
    .insert(persons)
    .values({
      pinfl: p.pinfl,
      lastName: p.surname,
      firstName: p.firstName,
      parentName: p.patronymic,
      gender: p.gender,
      birthDate: p.birthDate,
      birthPlace: p.birthPlace,
      nationality: p.nationality,
      citizenship: p.citizenship,
      passport: p.passport,
      passportIssuedBy: p.passportIssuePlace,
      passportIssueDate: p.passportIssueDate,
      passportExpiryDate: p.passportExpiryDate,
      regionId: p.regionId,
      address: p.address,
      phone: p.phone,
      email: p.email,
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

/**
 * account/user-info: the person's data as the single sign-on gave it and as the person registry holds it
 * now. Reading a person's data by pinfl is always on record (query log), also when the
 * registry could not answer (its refusal is the line's outcome and the page shows why).
 */
import type { Language, PersonData, UserInfo } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { RegistryPerson } from '../../adapters/person-registry';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/translate';
import type { AuthContext } from '../auth';
import { readPersonOnRecord } from '../query-log';
import { registryIdentity } from '../../people/person-row';
import { personById, signOnData } from './read';
import type { ModuleDeps } from '../../http/types';

type Deps = Pick<ModuleDeps, 'db' | 'clock' | 'adapters'>;

/** A registry record as the page shows it. */
function registryData(found: RegistryPerson, at: Date): PersonData & { fetchedAt: string } {
  return {
    ...registryIdentity(found),
    gender: found.gender,
    nationality: found.nationality,
    citizenship: found.citizenship,
    temporaryAddress: null,
    phone: found.phone,
    email: found.email,
    tin: found.tin,
    fetchedAt: at.toISOString(),
  };
}

export async function readUserInfo(
  { db, clock, adapters }: Deps,
  auth: AuthContext,
  lang: Language,
  request: FastifyRequest,
): Promise<UserInfo> {
  const person = (await personById(db, auth.personId))!;
  let registry: UserInfo['registry'] = null;
  let registryError: string | null = null;
  try {
    const found = await readPersonOnRecord(db, adapters.personRegistry, request, auth.pinfl, 'user-info');
    if (found) registry = registryData(found, clock.now());
    else registryError = translate(lang, 'errors:business.nothingFound');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    registryError = translate(lang, error.messageKey);
  }
  return { signOn: signOnData(person), registry, registryError };
}

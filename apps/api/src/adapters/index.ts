import type { Config } from '../config';
import { createCourts, type Courts } from './courts';
import { createInteriorMinistry, type InteriorMinistry } from './interior-ministry';
import { createPersonRegistry, type PersonRegistry } from './person-registry';

/** The national registries state-funded legal aid reads, each behind its adapter. */
export interface Registries {
  personRegistry: PersonRegistry;
  interiorMinistry: InteriorMinistry;
  courts: Courts;
}

/** The adapters at the URLs of the configuration (the simulator in development and tests). */
export function createRegistries(config: Config): Registries {
  const { timeoutMs, personRegistryUrl, interiorMinistryUrl, courtsUrl } = config.registries;
  return {
    personRegistry: createPersonRegistry(personRegistryUrl, timeoutMs),
    interiorMinistry: createInteriorMinistry(interiorMinistryUrl, timeoutMs),
    courts: createCourts(courtsUrl, timeoutMs),
  };
}

import type { Config } from '../config';
import { createMobileIdAdapter, type MobileIdAdapter } from './mobile-id';
import { createOneIdAdapter, type OneIdAdapter } from './one-id';
import { createPersonRegistryAdapter, type PersonRegistryAdapter } from './person-registry';

/** The national systems the API talks to, each behind its adapter. */
export interface Adapters {
  oneId: OneIdAdapter;
  personRegistry: PersonRegistryAdapter;
  mobileId: MobileIdAdapter;
}

export function createAdapters(config: Config): Adapters {
  return {
    oneId: createOneIdAdapter(config),
    personRegistry: createPersonRegistryAdapter(config),
    mobileId: createMobileIdAdapter(config),
  };
}

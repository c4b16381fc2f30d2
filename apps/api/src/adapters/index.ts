import type { Config } from '../config';
import { createCourts, type Courts } from './courts';
import { createDisabilityRegister, type DisabilityRegister } from './disability-register';
import { createDocumentExchange, type DocumentExchange } from './document-exchange';
import { createInteriorMinistry, type InteriorMinistry } from './interior-ministry';
import { createMobileIdAdapter, type MobileIdAdapter } from './mobile-id';
import { createOneIdAdapter, type OneIdAdapter } from './one-id';
import { createPaymeAdapter, type PaymeAdapter } from './payme';
import { createPersonRegistryAdapter, type PersonRegistryAdapter } from './person-registry';
import { createPostAdapter, type PostAdapter } from './post';
import { createSocialProtectionRegister, type SocialProtectionRegister } from './social-protection';
import { createTaxRegistry, type TaxRegistry } from './tax-registry';

/** The national systems the API talks to, each behind its adapter. */
export interface Adapters {
  oneId: OneIdAdapter;
  personRegistry: PersonRegistryAdapter;
  mobileId: MobileIdAdapter;
  interiorMinistry: InteriorMinistry;
  courts: Courts;
  disabilityRegister: DisabilityRegister;
  socialProtection: SocialProtectionRegister;
  taxRegistry: TaxRegistry;
  post: PostAdapter;
  documentExchange: DocumentExchange;
  payme: PaymeAdapter;
}

export function createAdapters(config: Config): Adapters {
  return {
    oneId: createOneIdAdapter(config),
    personRegistry: createPersonRegistryAdapter(config),
    mobileId: createMobileIdAdapter(config),
    interiorMinistry: createInteriorMinistry(
      config.registries.interiorMinistryUrl,
      config.nationalSystems.timeoutMs,
    ),
    courts: createCourts(config.registries.courtsUrl, config.nationalSystems.timeoutMs),
    disabilityRegister: createDisabilityRegister(
      config.registries.disabilityRegisterUrl,
      config.nationalSystems.timeoutMs,
    ),
    socialProtection: createSocialProtectionRegister(
      config.registries.socialProtectionUrl,
      config.nationalSystems.timeoutMs,
    ),
    taxRegistry: createTaxRegistry(config.registries.taxRegistryUrl, config.nationalSystems.timeoutMs),
    post: createPostAdapter(config.registries.postUrl, config.nationalSystems.timeoutMs),
    documentExchange: createDocumentExchange(
      config.registries.documentExchangeUrl,
      config.nationalSystems.timeoutMs,
    ),
    payme: createPaymeAdapter({
      apiUrl: config.payme.apiUrl,
      merchantId: config.payme.merchantId,
      key: config.payme.key,
      timeoutMs: config.nationalSystems.timeoutMs,
    }),
  };
}

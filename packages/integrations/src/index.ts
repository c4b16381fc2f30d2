/**
 * The wire schemas of the national systems (integrations.md): requests and answers as they travel, used by
 * the API's adapters that call the systems and by apps/gov-sim that plays them. One definition each.
 */
export * from './common';
export * from './courts';
export * from './disability-register';
export * from './document-exchange';
export * from './e-signature-server';
export * from './interior-ministry';
export * from './mobile-id';
export * from './one-id';
export * from './payme';
export * from './person-registry';
export * from './post';
export * from './signing-client';
export * from './social-protection';
export * from './tax-registry';

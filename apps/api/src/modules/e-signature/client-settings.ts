import { type ESignatureClientSettings, eSignatureClientSettings as settingsSchema } from '@portal/contracts';
import type { Config } from '../../config';

/**
 * What GET app/info tells the SPA about the signing client (apps/api/src/modules/site/routes.ts): the contract's
 * fields, taken from the configuration; zod leaves out the rest (the verification server's URL, its timeout and
 * the site domain stay on the server).
 */
export function eSignatureClientSettings(config: Config): ESignatureClientSettings {
  return settingsSchema.parse(config.eSignature);
}

/** The origins of the signing client's URLs, which the CSP must let the page connect to. */
export function signingClientOrigins(config: Config): string[] {
  return [config.eSignature.clientUrl, config.eSignature.clientSecureUrl].map((url) => new URL(url).origin);
}

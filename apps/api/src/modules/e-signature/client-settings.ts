import type { ESignatureClientSettings } from '@portal/contracts';
import type { Config } from '../../config';

/** What GET app/info tells the SPA about the signing client (apps/api/src/modules/site/routes.ts). */
export function eSignatureClientSettings(config: Config): ESignatureClientSettings {
  const e = config.eSignature;
  return {
    clientUrl: e.clientUrl,
    clientSecureUrl: e.clientSecureUrl,
    apiKeys: e.apiKeys,
    expiredKeyExemptPinfl: e.expiredKeyExemptPinfl,
    passwordInPage: e.passwordInPage,
  };
}

/** The origins of the signing client's URLs, which the CSP must let the page connect to. */
export function signingClientOrigins(config: Config): string[] {
  return [config.eSignature.clientUrl, config.eSignature.clientSecureUrl].map((url) => new URL(url).origin);
}

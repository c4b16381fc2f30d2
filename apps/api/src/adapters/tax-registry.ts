/** The tax registry: a company by INN (gov-sim's own REST/JSON in development; packages/integrations). */
import { type TaxCompany, taxCompanySchema } from '@portal/integrations';
import { getJson } from './http';

export type { TaxCompany };

export interface TaxRegistry {
  /** The company with this INN, or null when the registry holds none. Down or slow: a 503 AppError. */
  company(inn: string, requestId?: string): Promise<TaxCompany | null>;
}

export function createTaxRegistry(baseUrl: string, timeoutMs: number): TaxRegistry {
  return {
    company: (inn, requestId) =>
      getJson(`${baseUrl}/companies/${encodeURIComponent(inn)}`, taxCompanySchema, {
        system: 'taxRegistry',
        timeoutMs,
        ...(requestId ? { requestId } : {}),
      }),
  };
}

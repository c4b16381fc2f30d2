/**
 * The tax registry: a company by its INN (integrations.md "tax registry (company by INN)"). integrations.md
 * fixes no protocol, so it is the simulator's own REST/JSON (apps/gov-sim/src/systems/tax-registry):
 * - `GET /companies/:inn` -> the company (name, director, address, status); 404 `COMPANY_NOT_FOUND` for
 *   an INN the registry does not hold.
 */
import { z } from 'zod';

/** `/companies/:inn` path parameters: a 9-digit INN. */
export const innParams = z.object({ inn: z.string().regex(/^\d{9}$/) });

export const COMPANY_STATUS_CODES = ['ACTIVE', 'LIQUIDATED'] as const;

/** `GET /companies/:inn` answer. */
export const taxCompanySchema = z.object({
  inn: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  /** The director as the registry holds them: pinfl and full name. */
  director: z.object({ pinfl: z.string(), fullName: z.string() }),
  /** The legal address, and its region (SOATO code, 4 digits). */
  address: z.string(),
  regionSoato: z.string(),
  status: z.enum(COMPANY_STATUS_CODES),
  registeredOn: z.iso.date(),
});
export type TaxCompany = z.infer<typeof taxCompanySchema>;

import { innParams, type TaxCompany } from '@portal/integrations';
import type { SyntheticPerson, SyntheticPopulation } from '@portal/synthetic';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';

/** The INNs of the simulated advocacy companies: 39 and the director's population index in 7 digits. */
const COMPANY_INN_PREFIX = '39';
/** Every 50th company is liquidated (index divisible by 50), to show that refusal. */
const LIQUIDATED_EVERY = 50;

/** The company the registry holds for `inn`, or undefined. */
export function companyByInn(population: SyntheticPopulation, inn: string): TaxCompany | undefined {
  if (!inn.startsWith(COMPANY_INN_PREFIX)) return undefined;
  const director: SyntheticPerson | undefined = population.at(Number(inn.slice(2)));
  if (!director) return undefined;
  const name = `"${director.surname} va hamkorlar" advokatlik byurosi`;
  return {
    inn,
    name,
    shortName: `${director.surname} va hamkorlar`,
    director: { pinfl: director.pinfl, fullName: director.fullName },
    address: director.address,
    regionSoato: director.regionSoato,
    status: director.index % LIQUIDATED_EVERY === 0 ? 'LIQUIDATED' : 'ACTIVE',
    registeredOn: `20${String(10 + (director.index % 15)).padStart(2, '0')}-0${1 + (director.index % 9)}-15`,
  };
}

/**
 * The tax registry (packages/integrations/src/tax-registry.ts), mounted at /tax-registry:
 * `GET /companies/:inn`. It holds one advocacy company per synthetic person: INN `39` followed by the
 * person's population index in 7 digits (person 15: 390000015), directed by that person, at their
 * address; every 50th is LIQUIDATED. Any other INN is unknown (404 COMPANY_NOT_FOUND).
 */
export const taxRegistryRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  app.get('/companies/:inn', async (request): Promise<TaxCompany> => {
    const { inn } = parseInput(innParams, request.params);
    const company = companyByInn(context.population, inn);
    if (!company) throw new SimulatorError(404, 'COMPANY_NOT_FOUND', `No company with INN ${inn}`);
    return company;
  });
};

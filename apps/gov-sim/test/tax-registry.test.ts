/** The tax registry (packages/integrations/src/tax-registry.ts): a company by INN over the synthetic people. */
import { taxCompanySchema } from '@portal/integrations';
import { createPopulation } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

const population = createPopulation();

describe('tax registry', () => {
  const app = useSimulator({});
  const get = (inn: string) => app.inject({ method: 'GET', url: `/tax-registry/companies/${inn}` });

  it('answers the company of INN 39 + a population index, directed by that person', async () => {
    const person = population.at(123)!;
    const res = await get('390000123');
    expect(res.statusCode).toBe(200);
    const company = taxCompanySchema.strict().parse(res.json());
    expect(company).toMatchObject({
      inn: '390000123',
      director: { pinfl: person.pinfl, fullName: person.fullName },
      regionSoato: person.regionSoato,
      status: 'ACTIVE',
    });
    expect(company.name).toContain(person.surname);
  });

  it('holds every 50th company as LIQUIDATED', async () => {
    expect((await get('390000150')).json()).toMatchObject({ status: 'LIQUIDATED' });
  });

  it('answers 404 COMPANY_NOT_FOUND for an INN it does not hold, 400 for a malformed one', async () => {
    const unknown = await get('299999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    expect((await get('399999999')).statusCode).toBe(404);
    expect((await get('12ab')).statusCode).toBe(400);
  });
});

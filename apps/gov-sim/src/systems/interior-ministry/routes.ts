import { caseNumberParams, criminalCaseQuery, pinflParams } from '@portal/integrations';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';
import { buildInteriorMinistryData, type InteriorMinistryData } from './cases';

/**
 * The interior ministry's registry of criminal cases and convictions. Its protocol is the simulator's own
 * REST/JSON (integrations.md fixes none); the API's adapter (apps/api/src/adapters/interior-ministry.ts)
 * speaks exactly this:
 *
 * - `GET /criminal-cases/{caseNumber}` → a case (CriminalCase); 404 `CASE_NOT_FOUND`.
 * - `GET /criminal-cases?pinfl={pinfl}` → `{list}`: the cases where that person is accused.
 * - `GET /criminal-cases?investigatorPinfl={pinfl}` → `{list}`: the cases an investigator leads.
 * - `GET /convictions/{pinfl}` → `{pinfl, convictions: Conviction[]}`; 404 `PERSON_NOT_FOUND`.
 *
 * The requests and answers are the schemas of packages/integrations (interior-ministry.ts). Errors are
 * `{code, message, field?}`.
 */

export const interiorMinistryRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  let data: InteriorMinistryData | undefined;
  const registry = () => (data ??= buildInteriorMinistryData(context.population));

  app.get('/criminal-cases/:caseNumber', async (request) => {
    const { caseNumber } = parseInput(caseNumberParams, request.params);
    const found = registry().caseByNumber.get(caseNumber);
    if (!found) throw new SimulatorError(404, 'CASE_NOT_FOUND', `No criminal case ${caseNumber}`);
    return found;
  });

  app.get('/criminal-cases', async (request) => {
    const query = parseInput(criminalCaseQuery, request.query);
    const list = query.pinfl
      ? registry().casesByAccused.get(query.pinfl)
      : registry().casesByInvestigator.get(query.investigatorPinfl!);
    return { list: list ?? [] };
  });

  app.get('/convictions/:pinfl', async (request) => {
    const { pinfl } = parseInput(pinflParams, request.params);
    if (!context.population.findByPinfl(pinfl))
      throw new SimulatorError(404, 'PERSON_NOT_FOUND', 'No person with this pinfl');
    return { pinfl, convictions: registry().convictionsOf(pinfl) };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';
import { pinflSchema } from '../person-registry/schemas';
import { buildInteriorMinistryData, type InteriorMinistryData } from './cases';

/**
 * The interior ministry's registry of criminal cases and convictions. Its protocol is the simulator's own
 * REST/JSON (integrations.md fixes none); the API's adapter (apps/api/src/adapters/interior-ministry.ts)
 * speaks exactly this:
 *
 * - `GET /criminal-cases/{caseNumber}` → a case (CriminalCaseRecord); 404 `CASE_NOT_FOUND`.
 * - `GET /criminal-cases?pinfl={pinfl}` → `{list}`: the cases where that person is accused.
 * - `GET /criminal-cases?investigatorPinfl={pinfl}` → `{list}`: the cases an investigator leads.
 * - `GET /convictions/{pinfl}` → `{pinfl, convictions: ConvictionRecord[]}`; 404 `PERSON_NOT_FOUND`.
 *
 * A case: caseNumber, openedOn, article, status (INVESTIGATION | IN_COURT), regionId, investigator
 * {pinfl, fullName, rank, organization, regionId}, accused {pinfl, fullName, birthDate, address}, court
 * {code, name} | null, adjournmentAt (ISO 8601 with +05:00) | null. Errors are `{code, message, field?}`.
 */
const caseNumberSchema = z.string().regex(/^\d{6,20}$/, 'caseNumber must be 6 to 20 digits');
const caseParams = z.object({ caseNumber: caseNumberSchema });
const caseQuery = z
  .object({ pinfl: pinflSchema.optional(), investigatorPinfl: pinflSchema.optional() })
  .refine((q) => (q.pinfl === undefined) !== (q.investigatorPinfl === undefined), {
    message: 'give exactly one of pinfl and investigatorPinfl',
    path: ['pinfl'],
  });
const pinflParams = z.object({ pinfl: pinflSchema });

export const interiorMinistryRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  let data: InteriorMinistryData | undefined;
  const registry = () => (data ??= buildInteriorMinistryData(context.population));

  app.get('/criminal-cases/:caseNumber', async (request) => {
    const { caseNumber } = parseInput(caseParams, request.params);
    const found = registry().caseByNumber.get(caseNumber);
    if (!found) throw new SimulatorError(404, 'CASE_NOT_FOUND', `No criminal case ${caseNumber}`);
    return found;
  });

  app.get('/criminal-cases', async (request) => {
    const query = parseInput(caseQuery, request.query);
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

import { type CourtCase, caseNumberParams, courtListQuery } from '@portal/integrations';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';
import { buildInteriorMinistryData, type InteriorMinistryData } from '../interior-ministry/cases';
import { COURTS } from './court-list';

/**
 * The courts' information system, the simulator's own REST/JSON protocol:
 * - `GET /courts?regionId={1..14}` → `{list: [{code, regionId, name}]}` (all courts without regionId).
 * - `GET /cases/{caseNumber}` → `{caseNumber, court: {code, name}, hearings: [{at, room}]}` for a criminal
 *   case that reached a court; 404 `CASE_NOT_FOUND` otherwise.
 */

export const courtsRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  let data: InteriorMinistryData | undefined;
  const registry = () => (data ??= buildInteriorMinistryData(context.population));

  app.get('/courts', async (request) => {
    const { regionId } = parseInput(courtListQuery, request.query);
    return { list: COURTS.filter((c) => regionId === undefined || c.regionId === regionId) };
  });

  app.get('/cases/:caseNumber', async (request) => {
    const { caseNumber } = parseInput(caseNumberParams, request.params);
    const found = registry().caseByNumber.get(caseNumber);
    if (!found?.court || !found.adjournmentAt)
      throw new SimulatorError(404, 'CASE_NOT_FOUND', `No court case ${caseNumber}`);
    return {
      caseNumber,
      court: found.court,
      hearings: [{ at: found.adjournmentAt, room: `${(Number(caseNumber.slice(-2)) % 12) + 1}-zal` }],
    } satisfies CourtCase;
  });
};

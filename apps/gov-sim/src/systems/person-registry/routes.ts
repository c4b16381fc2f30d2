import { passportLookupBody, personListQuery, pinflParams } from '@portal/integrations';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from '../../context';
import { parseInput, SimulatorError } from '../../errors';
import { toPersonRecord } from './person-record';

function personNotFound(): SimulatorError {
  return new SimulatorError(404, 'PERSON_NOT_FOUND', 'No person with these data in the person registry');
}

/**
 * The national person and passport registry, as the portal's other systems call it. integrations.md
 * does not fix this protocol, so the simulator speaks its own REST/JSON (mounted at /person-registry):
 * - `GET /persons/:pinfl` -> the person, 404 PERSON_NOT_FOUND, 400 when the pinfl is not 14 digits;
 * - `POST /passport {pinfl, passportSerialNumber}` -> the person when both match one person, else 404
 *   PERSON_NOT_FOUND (a wrong passport answers exactly like an unknown pinfl);
 * - `GET /persons?page&limit&gender&regionId` -> `{list, total}` in index order, for demo pages.
 */
export const personRegistryRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  const { population } = context;

  app.get('/persons/:pinfl', async (request) => {
    const { pinfl } = parseInput(pinflParams, request.params);
    const person = population.findByPinfl(pinfl);
    if (!person) throw personNotFound();
    return toPersonRecord(person);
  });

  app.post('/passport', async (request) => {
    const { pinfl, passportSerialNumber } = parseInput(passportLookupBody, request.body ?? {});
    const person = population.findByPinfl(pinfl);
    if (!person || person.passport !== passportSerialNumber) throw personNotFound();
    return toPersonRecord(person);
  });

  app.get('/persons', async (request) => {
    const { page, limit, gender, regionId } = parseInput(personListQuery, request.query);
    const start = page * limit;
    if (gender === undefined && regionId === undefined) {
      const list = [];
      for (let i = start; i < Math.min(start + limit, population.size); i++) {
        const person = population.at(i);
        if (person) list.push(toPersonRecord(person));
      }
      return { list, total: population.size };
    }
    const matching = population
      .all()
      .filter(
        (p) =>
          (gender === undefined || p.gender === gender) &&
          (regionId === undefined || p.regionId === regionId),
      );
    return { list: matching.slice(start, start + limit).map(toPersonRecord), total: matching.length };
  });
};

/**
 * Criminal cases from the interior-ministry registry for the order form and the request form
 * (getInfo/infoFromMvd, getInfo/searchCriminal; packages/contracts `criminalCaseCalls`). Each read is
 * personal data: it is written to the query log (PERSON_READ, channel INTERIOR_MINISTRY) with whose case
 * it was.
 */
import { criminalCaseCalls as calls, type CriminalCaseDto } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { type QueryLogEntry, writeQueryLog } from '../query-log';
import { type CachedCriminalCase, fetchCasesOfPerson, fetchCriminalCase } from './service';

function toDto(found: CachedCriminalCase): CriminalCaseDto {
  return { ...found.data, fetchedAt: found.fetchedAt.toISOString(), stale: found.stale };
}

export const criminalCaseRoutes: RoutesPlugin = async (app, { db, adapters }) => {
  const registry = adapters.interiorMinistry;
  /** One read of the registry in the query log, with whose case it was. */
  const logRead = (request: FastifyRequest, subjectPinfl: string, details: QueryLogEntry['details']) =>
    writeQueryLog(db, request, {
      action: 'PERSON_READ',
      channel: 'INTERIOR_MINISTRY',
      outcome: 'OK',
      subjectPinfl,
      details,
    });

  routes(
    app,
    handle.implement(calls, {
      infoFromMvd: async ({ query, request }) => {
        const found = await fetchCriminalCase(db, registry, query.caseNumber, request.clock.now());
        await logRead(request, found.data.accused.pinfl, {
          call: 'infoFromMvd',
          caseNumber: found.data.caseNumber,
          stale: found.stale,
        });
        return toDto(found);
      },
      searchCriminal: async ({ body, request }) => {
        const found = await fetchCasesOfPerson(db, registry, body.pinfl, request.clock.now());
        await logRead(request, body.pinfl, { call: 'searchCriminal', found: found.length });
        return { list: found.map(toDto), total: found.length };
      },
    }),
  );
};

/**
 * Criminal cases from the interior-ministry registry for the order form and the request form
 * (getInfo/infoFromMvd, getInfo/searchCriminal). Each read is personal data: it is written to the query
 * log (PERSON_READ, channel INTERIOR_MINISTRY) with whose case it was.
 */
import * as c from '@portal/contracts';
import { createAdapters } from '../../adapters';
import type { RoutesPlugin } from '../../http/types';
import { writeQueryLog } from '../query-log/write';
import { type CachedCriminalCase, fetchCasesOfPerson, fetchCriminalCase } from './service';

const TAG = ['legal aid: criminal cases'];

function toDto(found: CachedCriminalCase): c.CriminalCaseDto {
  return { ...found.data, fetchedAt: found.fetchedAt.toISOString(), stale: found.stale };
}

export const criminalCaseRoutes: RoutesPlugin = async (app, { db, config }) => {
  const registry = createAdapters(config).interiorMinistry;

  app.get(
    '/getInfo/infoFromMvd',
    {
      config: { permission: 'criminalCase.read' },
      schema: { tags: TAG, querystring: c.infoFromMvdQuery, response: { 200: c.criminalCaseDto } },
    },
    async (request) => {
      const found = await fetchCriminalCase(db, registry, request.query.caseNumber);
      await writeQueryLog(db, request, {
        action: 'PERSON_READ',
        channel: 'INTERIOR_MINISTRY',
        outcome: 'OK',
        subjectPinfl: found.data.accused.pinfl,
        details: { call: 'infoFromMvd', caseNumber: found.data.caseNumber, stale: found.stale },
      });
      return toDto(found);
    },
  );

  app.get(
    '/getInfo/searchCriminal',
    {
      config: { permission: 'criminalCase.read' },
      schema: {
        tags: TAG,
        querystring: c.searchCriminalQuery,
        response: { 200: c.criminalCaseListResponse },
      },
    },
    async (request) => {
      const found = await fetchCasesOfPerson(db, registry, request.query.pinfl);
      await writeQueryLog(db, request, {
        action: 'PERSON_READ',
        channel: 'INTERIOR_MINISTRY',
        outcome: 'OK',
        subjectPinfl: request.query.pinfl,
        details: { call: 'searchCriminal', found: found.length },
      });
      return { list: found.map(toDto), total: found.length };
    },
  );
};

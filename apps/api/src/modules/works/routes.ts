/** My works (packages/contracts `worksCalls`): the year's summary, and the same as a PDF or CSV file. */
import { worksCalls as calls } from '@portal/contracts';
import { attachmentHeader, legalAidRoutes, sendPdf } from '../legal-aid';
import { worksCsv, worksPdf } from './export';
import { worksSummary } from './read';

export const worksRoutes = legalAidRoutes(calls, ({ db }) => ({
  worksSummary: ({ actor, lang, query, request }) =>
    worksSummary(db, actor, lang, query.year, request.clock.now()),
  worksExport: async ({ actor, lang, query, request, reply }) => {
    const summary = await worksSummary(db, actor, lang, query.year, request.clock.now());
    const name = `my-works-${summary.year}.${query.format}`;
    if (query.format === 'pdf') return sendPdf(reply, await worksPdf(summary, lang), name);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(name))
      .header('cache-control', 'private, no-store')
      .send(worksCsv(summary, lang));
  },
}));

/** The statistics calls (packages/contracts `statisticsCalls`): the dashboard, and the same as a file. */
import { statisticsCalls as calls } from '@portal/contracts';
import { translate } from '../../i18n/translate';
import { attachmentHeader, legalAidRoutes } from '../legal-aid';

import { statisticsCsv, statisticsXlsx } from './export';
import { keptFigures } from './kept-figures';
import { statisticsDashboard } from './read';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const statisticsRoutes = legalAidRoutes(calls, ({ db, config, clock }) => {
  const figuresOf = keptFigures(db, config.statisticsSeconds, clock);
  return {
    statisticsDashboard: ({ actor, lang, query }) => statisticsDashboard(db, figuresOf, actor, lang, query),
    statisticsExport: async ({ actor, lang, query, reply }) => {
      const { format, ...filters } = query;
      const dashboard = await statisticsDashboard(db, figuresOf, actor, lang, filters);
      const headings = ['group', 'figure', 'key', 'value'].map((k) =>
        translate(lang, `statistics:column.${k}`),
      );
      const bytes =
        format === 'csv'
          ? statisticsCsv(dashboard, headings)
          : await statisticsXlsx(dashboard, headings, translate(lang, 'statistics:title'));
      const name = `statistics-${dashboard.region?.id ?? 'all'}-${dashboard.month}.${format}`;
      return reply
        .header('content-type', TYPES[format])
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  };
});

import { statisticsCalls } from '../reports/statistics';
import { defineSection } from './define-section';

/** Statistics: the country's figures (ministry, republic chamber) and a region's (its chamber). */
export const statisticsSection = defineSection({
  id: 'statistics',
  permission: 'statistics.view',
  groups: { statistics: statisticsCalls },
  cabinet: {
    statistics: { page: 'statistics', sidebar: { place: 350, group: 'admin', icon: 'chart' } },
  },
  namespaces: ['statistics'],
});

import { referenceCalls } from '../reference/reference-lists';
import { referenceDataCalls } from '../reference/registers';
import { healthCalls } from '../site/app-info';
import { siteCalls } from '../site/site-info';
import { defineSection, group, withPermission } from './define-section';

/** What every page reads: the site's information, its health, the reference lists and their editing. */
export const siteSection = defineSection({
  id: 'site',
  groups: {
    health: group(healthCalls, 'site', false),
    site: group(siteCalls, 'site', false),
    reference: group(referenceCalls, 'reference', false),
    // a change refreshes the public lists at once: the registers share their area
    referenceData: group(referenceDataCalls, 'reference', false),
  },
  cabinet: {
    ...withPermission('referenceData.manage', {
      'reference-data': { page: 'reference-data', sidebar: { place: 340, group: 'admin', icon: 'database' } },
      'reference-data/:list': { page: 'reference-data-list' },
    }),
  },
  namespaces: ['common', 'errors', 'shell', 'reference-data'],
});

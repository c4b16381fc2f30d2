import { HALF_YEAR_REPORT_WORKFLOW } from '@portal/domain';
import { halfYearReportCalls } from '../reports/half-year-reports';
import { defineSection, withPermission } from './define-section';

/** Half-year reports: the director's, and the chambers' and the ministry's review. */
export const reportsSection = defineSection({
  id: 'reports',
  permission: 'report.fill',
  groups: { halfYearReports: halfYearReportCalls },
  cabinet: {
    'reports/half-yearly': {
      page: 'reports-half-yearly',
      sidebar: { place: 180, group: 'structure', icon: 'report' },
      homeAction: { id: 'fill-report', place: 35, icon: 'report' },
    },
    'reports/half-yearly/view/:id': { page: 'reports-half-yearly-view' },
    'reports/half-yearly/update/:id': { page: 'reports-half-yearly-update' },
    ...withPermission('report.review', {
      'reports/review': {
        page: 'reports-review',
        sidebar: { place: 270, group: 'work', icon: 'report' },
        homeAction: { id: 'review-reports', place: 25, icon: 'report' },
      },
      'reports/review/view/:id': { page: 'reports-half-yearly-view' },
    }),
  },
  pending: {
    'report-due': { permission: 'report.fill', list: 'reports/half-yearly' },
    'reports-to-review': { permission: 'report.review', list: 'reports/review' },
  },
  workflows: [HALF_YEAR_REPORT_WORKFLOW],
  namespaces: ['reports'],
  jobs: ['report-reminders'],
});

import { EXPERTISE_WORKFLOW } from '@portal/domain';
import { expertiseCalls } from '../expertise/expertise';
import { defineSection, withPermission } from './define-section';

/**
 * Expertise requests: a lawyer asks the forensic expertise body for an expertise on a case of their order,
 * pays its invoice and gets a signed conclusion; the body's staff (role EXPERT) process them.
 */
export const expertiseSection = defineSection({
  id: 'expertise',
  permission: 'expertise.process',
  groups: { expertise: expertiseCalls },
  cabinet: {
    // the body's queue and a request of it (role EXPERT)
    expertise: { page: 'expertise-queue', sidebar: { place: 330, group: 'work', icon: 'microscope' } },
    'expertise/view/:id': { page: 'expertise-record' },
    // the lawyer's requests, the form on one of their orders, a request and its invoice's payment page
    ...withPermission('expertise.request', {
      'orders/expertise': {
        page: 'expertise-own',
        sidebar: { id: 'expertise-own', place: 135, group: 'work', icon: 'microscope' },
      },
      'orders/expertise/:orderId': { page: 'expertise-form' },
      'orders/expertise/view/:id': { page: 'expertise-view' },
      'orders/expertise/payment/:id': { page: 'expertise-payment' },
    }),
  },
  pending: {
    // ADMIN reads the queue but takes no step in it
    'expertise-to-take': { permission: 'expertise.process', list: 'expertise', hiddenFor: ['ADMIN'] },
  },
  workflows: [EXPERTISE_WORKFLOW],
  namespaces: ['expertise'],
  jobs: ['expertise-daily', 'expertise-refund'],
});

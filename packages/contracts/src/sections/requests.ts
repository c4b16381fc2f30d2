import { LAWYER_REQUEST_WORKFLOW } from '@portal/domain';
import { lawyerRecordCalls } from '../requests/lawyer-record';
import { mailDeliveryCalls } from '../requests/mail-delivery';
import { paymentCalls } from '../requests/payments';
import { requestCalls } from '../requests/requests';
import { trainingCertificateCalls } from '../requests/training-certificates';
import { UNREAD_COUNT } from './appeals';
import { defineSection, group, withPermission } from './define-section';

/**
 * Lawyers' requests to the chamber: the lawyer's list, forms and request page, payments and the mailed
 * documents; the chambers' inbox and the certificates ending soon; the lawyer's record and trainings.
 */
export const requestsSection = defineSection({
  id: 'requests',
  permission: 'request.own',
  groups: {
    requests: group(requestCalls, 'requests', true, UNREAD_COUNT),
    payments: paymentCalls,
    mailDelivery: group(mailDeliveryCalls, 'requests', true, UNREAD_COUNT),
    trainingCertificates: trainingCertificateCalls,
    lawyerRecord: lawyerRecordCalls,
  },
  cabinet: {
    requests: {
      page: 'requests-own',
      sidebar: { place: 110, group: 'work', icon: 'list' },
      homeAction: { id: 'my-requests', place: 40, icon: 'list' },
    },
    'requests/add-legal/:id': { page: 'requests-form' },
    'requests/add-certificate/:id': { page: 'requests-form' },
    'requests/add-license/:id': { page: 'requests-form' },
    'requests/add-status/:id': { page: 'requests-form' },
    'requests/add-certificate/view/:id': { page: 'requests-view' },
    'requests/add-certificate/reSend/:reSend': { page: 'requests-resend' },
    'yumom-certificate': {
      permission: 'trainingCertificate.view',
      page: 'training-certificates',
      sidebar: { id: 'training-certificate', place: 200, group: 'work', icon: 'certificate' },
    },
    'yur-xizmat': {
      permission: 'legalService.view',
      page: 'legal-service',
      sidebar: { id: 'legal-tech', place: 230, group: 'work', icon: 'scale' },
    },
    ...withPermission('request.review', {
      'lawyer-requests': {
        page: 'requests-inbox',
        sidebar: { place: 260, group: 'work', icon: 'inbox' },
        homeAction: { id: 'review-lawyer-requests', place: 20, icon: 'inbox' },
      },
      'lawyer-requests/view/:id': { page: 'requests-view' },
      'lawyer-requests/training-certificates': { page: 'training-review' },
      'lawyer-requests/lawyer/:id': { page: 'chamber-lawyer' },
      'lawyer-requests/expiring-certificates': { page: 'requests-expiring' },
    }),
  },
  pending: {
    'requests-to-review': { permission: 'request.review', list: 'lawyer-requests' },
  },
  workflows: [LAWYER_REQUEST_WORKFLOW],
  namespaces: ['requests', 'request-screens', 'lawyer-record'],
  jobs: ['certificate-expiry', 'mail-delivery-follow', 'mail-delivery-poll', 'exchange-poll'],
});

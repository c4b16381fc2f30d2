import { CHECKLIST_WORKFLOW, INVESTIGATOR_REQUEST_WORKFLOW, ORDER_WORKFLOW } from '@portal/domain';
import { checklistCalls } from '../legal-aid/checklists';
import { orgRequestCalls } from '../legal-aid/investigator-requests';
import { notificationCalls } from '../legal-aid/notifications';
import { criminalCaseCalls, orderCalls } from '../legal-aid/orders';
import { defineSection, withPermission } from './define-section';

/**
 * State-funded legal aid: orders, notifications and the checklists of completed work, investigator
 * requests with their draws.
 */
export const legalAidSection = defineSection({
  id: 'legal-aid',
  groups: {
    orders: orderCalls,
    criminalCases: criminalCaseCalls,
    notifications: notificationCalls,
    checklists: checklistCalls,
    orgRequests: orgRequestCalls,
  },
  cabinet: {
    ...withPermission('order.view', {
      orders: { redirect: 'orders/list' },
      'orders/list': {
        page: 'orders-list',
        sidebar: { id: 'orders', place: 130, group: 'work', icon: 'order' },
      },
      'orders/list/view/:id': { page: 'orders-view' },
    }),
    'orders/create/:type': {
      permission: 'order.create',
      page: 'orders-create',
      homeAction: { id: 'new-order', place: 20, icon: 'order', to: 'orders/create/ELECTRONIC' },
    },
    'orders/contragents': {
      permission: 'order.viewStructure',
      page: 'orders-contragents',
      sidebar: { id: 'contragent-orders', place: 140, group: 'structure', icon: 'order' },
    },
    ...withPermission('notification.view', {
      notifications: {
        page: 'notifications',
        homeAction: { id: 'notifications', place: 60, icon: 'inbox' },
      },
      'notifications/request/:id': { page: 'request-view' },
      'notifications/checklist/:checklistId': { page: 'checklist-view' },
    }),
    'notifications/checklist/create/:requestId': { permission: 'checklist.fill', page: 'checklist-create' },
    ...withPermission('investigatorRequest.create', {
      'investigator-requests': {
        page: 'investigator-requests',
        sidebar: { place: 240, group: 'work', icon: 'search' },
      },
      'investigator-requests/create': {
        page: 'investigator-request-create',
        homeAction: { id: 'new-investigator-request', place: 10, icon: 'search' },
      },
      'investigator-requests/view/:id': { page: 'request-view' },
    }),
    checklists: {
      permission: 'checklist.agree',
      page: 'checklists',
      sidebar: { id: 'checklists-to-agree', place: 250, group: 'work', icon: 'checklist' },
    },
  },
  workflows: [ORDER_WORKFLOW, INVESTIGATOR_REQUEST_WORKFLOW, CHECKLIST_WORKFLOW],
  namespaces: ['legal-aid', 'orders', 'legal-aid-screens', 'notifications'],
  pending: {
    'requests-to-accept': { permission: 'investigatorRequest.respond', list: 'notifications' },
    'checklists-to-agree': { permission: 'checklist.agree', list: 'checklists' },
  },
  jobs: ['request-accept-timeout', 'request-expire', 'request-redraw-waiting', 'checklist-finish'],
});

import { PRO_BONO_APPEAL_WORKFLOW, STATE_FUNDED_APPEAL_WORKFLOW } from '@portal/domain';
import { appealCalls, clientCalls } from '../appeals/appeals';
import { defineSection, group, withPermission } from './define-section';

/** A step of a request or an appeal notifies someone: the navbar's count of unread notifications. */
export const UNREAD_COUNT = [['legal-aid', 'notificationUnreadCount']] as const;

/** Appeals: pro bono help and state-funded legal aid, the people's own and the lawyers' inbox. */
export const appealsSection = defineSection({
  id: 'appeals',
  groups: {
    appeals: group(appealCalls, 'appeals', true, UNREAD_COUNT),
    clients: group(clientCalls, 'appeals', true, UNREAD_COUNT),
  },
  cabinet: {
    ...withPermission('appeal.createOwn', {
      'my-appeals': { page: 'appeals-own', sidebar: { place: 30, group: 'work', icon: 'message' } },
      'my-appeals/create/:mode': {
        page: 'appeals-create',
        homeAction: { id: 'new-appeal', place: 30, icon: 'message', to: 'my-appeals/create/state-funded' },
      },
    }),
    'my-appeals/appeals': {
      permission: 'appeal.respond',
      page: 'appeals-inbox',
      sidebar: { id: 'appeals-list', place: 40, group: 'work', icon: 'inbox' },
    },
    'my-appeals/view/:id': { permission: 'signedIn', page: 'appeals-view' },
    ...withPermission('application.own', {
      'my-applications': {
        page: 'appeals-applications',
        sidebar: { place: 50, group: 'work', icon: 'file', hiddenFor: ['USER'] },
      },
      'my-applications/create': { page: 'appeals-create' },
    }),
  },
  workflows: [PRO_BONO_APPEAL_WORKFLOW, STATE_FUNDED_APPEAL_WORKFLOW],
  namespaces: ['appeals'],
});

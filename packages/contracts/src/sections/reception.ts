import { RECEPTION_BOOKING_WORKFLOW } from '@portal/domain';
import { receptionCalls } from '../people/receptions';
import { defineSection } from './define-section';

/**
 * Reception booking: a citizen or an advocate books a slot of the reception hours a chamber or the ministry
 * publishes; the office keeps its hours and its day's list of visitors.
 */
export const receptionSection = defineSection({
  id: 'reception',
  permission: 'reception.book',
  groups: { reception: receptionCalls },
  cabinet: {
    reception: { page: 'reception', sidebar: { place: 347, group: 'work', icon: 'calendar' } },
    'reception/desk': {
      permission: 'reception.manage',
      page: 'reception-desk',
      sidebar: { place: 357, group: 'work', icon: 'users' },
    },
  },
  pending: {
    'reception-visits': { permission: 'reception.book', list: 'reception' },
  },
  workflows: [RECEPTION_BOOKING_WORKFLOW],
  namespaces: ['reception'],
  jobs: ['reception-reminders', 'reception-sms'],
});

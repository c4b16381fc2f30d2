import { DUTY_SCHEDULE_WORKFLOW } from '@portal/domain';
import { dutyScheduleCalls } from '../legal-aid/duty-schedules';
import { defineSection } from './define-section';

/** The duty schedules a regional chamber builds and publishes (the public table and the draw read them). */
export const dutySection = defineSection({
  id: 'duty',
  permission: 'dutySchedule.manage',
  groups: { dutySchedules: dutyScheduleCalls },
  cabinet: {
    'duty-schedule': { page: 'duty-schedule', sidebar: { place: 310, group: 'admin', icon: 'calendar' } },
  },
  workflows: [DUTY_SCHEDULE_WORKFLOW],
  namespaces: ['duty'],
});

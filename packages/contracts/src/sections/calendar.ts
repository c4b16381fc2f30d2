import { calendarCalls } from '../people/calendar';
import { defineSection } from './define-section';

/**
 * The person's calendar: the dated items of every section they take part in (month, week, day, and a list
 * by day on a phone), each opening its record, and a personal iCalendar feed.
 */
export const calendarSection = defineSection({
  id: 'calendar',
  permission: 'signedIn',
  groups: { calendar: calendarCalls },
  cabinet: {
    calendar: {
      page: 'calendar',
      sidebar: { place: 12, group: 'work', icon: 'calendar', hiddenFor: ['ADMIN'] },
    },
  },
  namespaces: ['calendar'],
});

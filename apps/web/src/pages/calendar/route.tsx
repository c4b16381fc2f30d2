import { namespacesLoader } from '../../i18n/i18n';

export { CalendarPage as Component } from '../../calendar/calendar-page';

export const loader = namespacesLoader(['calendar']);

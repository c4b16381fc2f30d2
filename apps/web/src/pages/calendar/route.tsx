import { loadNamespaces } from '../../i18n/i18n';

export { CalendarPage as Component } from '../../calendar/calendar-page';

export async function loader() {
  await loadNamespaces(['calendar']);
  return null;
}

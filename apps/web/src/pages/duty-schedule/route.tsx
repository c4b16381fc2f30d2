import { loadNamespaces } from '../../i18n/i18n';

export { DutySchedulePage as Component } from '../../duty-schedule/duty-schedule-page';

export async function loader() {
  await loadNamespaces(['duty']);
  return null;
}

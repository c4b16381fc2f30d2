import { loadNamespaces } from '../../i18n/i18n';

export { StatisticsPage as Component } from '../../statistics/statistics-page';

export async function loader() {
  await loadNamespaces(['statistics']);
  return null;
}

import { namespacesLoader } from '../../i18n/i18n';

export { StatisticsPage as Component } from '../../statistics/statistics-page';

export const loader = namespacesLoader(['statistics']);

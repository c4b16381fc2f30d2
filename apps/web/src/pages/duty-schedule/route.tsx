import { namespacesLoader } from '../../i18n/i18n';

export { DutySchedulePage as Component } from '../../duty-schedule/duty-schedule-page';

export const loader = namespacesLoader(['duty']);

import { namespacesLoader } from '../../i18n/i18n';

export { ReceptionDeskPage as Component } from '../../reception/desk-page';

export const loader = namespacesLoader(['reception']);

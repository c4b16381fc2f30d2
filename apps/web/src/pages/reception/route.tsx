import { namespacesLoader } from '../../i18n/i18n';

export { ReceptionPage as Component } from '../../reception/reception-page';

export const loader = namespacesLoader(['reception']);

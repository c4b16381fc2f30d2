import { namespacesLoader } from '../../i18n/i18n';

export { MyWorksPage as Component } from '../../works/my-works-page';

export const loader = namespacesLoader(['works']);

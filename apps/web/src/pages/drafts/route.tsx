import { namespacesLoader } from '../../i18n/i18n';

export { DraftsPage as Component } from '../../works/drafts-page';

export const loader = namespacesLoader(['drafts']);

import { loadNamespaces } from '../../i18n/i18n';

export { DraftsPage as Component } from '../../works/drafts-page';

export async function loader() {
  await loadNamespaces(['drafts']);
  return null;
}

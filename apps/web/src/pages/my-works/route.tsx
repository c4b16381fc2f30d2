import { loadNamespaces } from '../../i18n/i18n';

export { MyWorksPage as Component } from '../../works/my-works-page';

export async function loader() {
  await loadNamespaces(['works']);
  return null;
}

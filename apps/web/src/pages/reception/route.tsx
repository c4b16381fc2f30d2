import { loadNamespaces } from '../../i18n/i18n';

export { ReceptionPage as Component } from '../../reception/reception-page';

export async function loader() {
  await loadNamespaces(['reception']);
  return null;
}

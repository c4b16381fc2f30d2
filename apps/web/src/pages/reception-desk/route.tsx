import { loadNamespaces } from '../../i18n/i18n';

export { ReceptionDeskPage as Component } from '../../reception/desk-page';

export async function loader() {
  await loadNamespaces(['reception']);
  return null;
}

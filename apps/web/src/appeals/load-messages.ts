/** The appeal screens' texts (a deferred namespace, never in the public pages' bundle): each route's loader. */
import { loadNamespaces } from '../i18n/i18n';

export async function loadAppealMessages(): Promise<null> {
  await loadNamespaces(['appeals', 'legal-aid-screens', 'orders']);
  return null;
}

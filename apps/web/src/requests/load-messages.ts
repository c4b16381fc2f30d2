/** The request screens' texts (a deferred namespace): each route's loader. */
import { loadNamespaces } from '../i18n/i18n';

export async function loadRequestMessages(): Promise<null> {
  await loadNamespaces(['request-screens', 'requests', 'legal-aid-screens', 'lawyer-record']);
  return null;
}

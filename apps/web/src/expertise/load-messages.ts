/** The expertise screens' texts (a deferred namespace): every route module of them exports this as its `loader`. */
import { loadNamespaces } from '../i18n/i18n';

export async function loadExpertiseMessages(): Promise<null> {
  await loadNamespaces(['expertise']);
  return null;
}

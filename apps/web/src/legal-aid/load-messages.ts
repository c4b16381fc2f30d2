/**
 * The texts of the state-funded legal-aid screens (orders, investigator requests, checklists,
 * notifications) are deferred namespaces (i18n/messages.ts): never in the public pages' bundle. Every
 * route module of these screens exports this as its `loader`, so its texts are there before it renders.
 */
import { loadNamespaces } from '../i18n/i18n';

export const LEGAL_AID_NAMESPACES = ['orders', 'legal-aid-screens', 'notifications'] as const;

export async function loadLegalAidMessages(): Promise<null> {
  await loadNamespaces(LEGAL_AID_NAMESPACES);
  return null;
}

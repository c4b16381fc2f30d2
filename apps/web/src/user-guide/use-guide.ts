/**
 * The guide as the signed-in reader sees it: the articles of their role (ADMIN: every role's, or one
 * role's when chosen) in their language, each label of the interface resolved. The texts are static
 * chunks of the build (no API call): TanStack Query only loads them, once per language.
 */
import type { Language } from '@portal/contracts';
import { isRole, type Role, searchKey } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../api/identity';
import { currentLanguage, loadNamespaces } from '../i18n/i18n';
import { GUIDE_NAMESPACES, guidePlainText, loadGuide, type ShownArticle } from './guide-texts';

/** The route loaders: the labels the articles name, before the first render. */
export async function loadGuideMessages() {
  await loadNamespaces(['common', ...GUIDE_NAMESPACES]);
  return null;
}

/** An interface label as the screen shows it now, in the reader's language. */
export function useGuideLabel() {
  const { t } = useTranslation([...GUIDE_NAMESPACES]);
  return useCallback((ns: string, key: string) => t(key, { ns }), [t]);
}

export function useGuide() {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const role = useCurrentAccount().data?.role;
  const texts = useQuery({
    queryKey: ['guide', language],
    queryFn: () => loadGuide(language),
    staleTime: Infinity,
  });
  return { texts, role: role && isRole(role) ? role : undefined, language };
}

/** Whether the reader of `role` may read the article (ADMIN reads every one). */
export function readable(shown: ShownArticle, role: Role | undefined): boolean {
  return role === 'ADMIN' || (role !== undefined && shown.article.roles.includes(role));
}

/** The articles of `role` whose text contains every word of `search` (labels included). */
export function findArticles(
  all: readonly ShownArticle[],
  role: Role,
  search: string,
  label: (ns: string, key: string) => string,
): ShownArticle[] {
  const words = searchKey(search).split(' ').filter(Boolean);
  return all.filter((shown) => {
    if (!shown.article.roles.includes(role) && role !== 'ADMIN') return false;
    if (words.length === 0) return true;
    const { title, summary, steps } = shown.text;
    const text = searchKey([title, summary, ...steps].map((s) => guidePlainText(s, label)).join(' '));
    return words.every((w) => text.includes(w));
  });
}

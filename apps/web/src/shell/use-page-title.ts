/** Sets the browser tab title to "<page> — <portal name>" in the current language. */
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a page's title goes while the build prerenders it (src/prerender): effects do not run there, so
 * the prerender provides this and writes the title into the page's <title>. The browser provides none.
 */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

export function usePageTitle(title?: string): void {
  const { t } = useTranslation('shell');
  const portal = t('portalName');
  const full = title ? `${title} — ${portal}` : portal;
  useContext(PrerenderTitleContext)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}

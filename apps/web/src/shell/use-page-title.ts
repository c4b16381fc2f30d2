/** Sets the browser tab title to "<page> — <portal name>" in the current language. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title?: string): void {
  const { t } = useTranslation('shell');
  const portal = t('portalName');
  useEffect(() => {
    document.title = title ? `${title} — ${portal}` : portal;
  }, [title, portal]);
}

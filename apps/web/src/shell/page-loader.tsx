/** Shown while the first page's code loads (router hydration) and for a page that takes a while. */
import { useTranslation } from 'react-i18next';
import controls from './controls.module.css';

export function PageLoader() {
  const { t } = useTranslation('shell');
  return (
    <div className={controls.loader} role="status" aria-live="polite">
      <span className={controls.visuallyHidden}>{t('loading')}</span>
    </div>
  );
}

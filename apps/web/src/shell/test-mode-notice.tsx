/** The notice shown on every page while the installation runs in test mode (app/info `testMode`). */
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../api/site';
import classes from './site-header.module.css';

export function TestModeNotice() {
  const { t } = useTranslation('shell');
  const { data, isPending } = useAppInfo();
  // While loading, the notice keeps its place (invisible), so the page does not jump when it arrives.
  if (isPending) {
    return (
      <div className={classes.notice} aria-hidden="true" style={{ visibility: 'hidden' }}>
        <IconFlask size={20} aria-hidden="true" />
        <span>{t('testModeShort')}</span>
      </div>
    );
  }
  if (!data?.testMode) return null;
  return (
    <div className={classes.notice} role="note" data-testid="test-mode-notice">
      <IconFlask size={20} aria-hidden="true" />
      {/* One line on a phone: the short notice (each is hidden at the other size, for screen readers too). */}
      <span className={classes.longText}>{t('testMode')}</span>
      <span className={classes.shortText}>{t('testModeShort')}</span>
    </div>
  );
}

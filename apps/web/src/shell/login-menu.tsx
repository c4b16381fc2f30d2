/**
 * The login menu shown while nobody is signed in: single sign-on (a link to /one-id), mobile-ID (a link
 * to /mobile-id) and the e-signature button that opens the "electronic signing" drawer. The links work
 * before the page's scripts run; the button is marked not ready until then (use-app-ready.ts).
 */
import { IconDeviceMobile, IconKey, IconLogin2 } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWithRetry } from '../router/lazy-with-retry';
import controls from './controls.module.css';
import { useLazyDrawer } from './lazy-drawer';
import classes from './site-header.module.css';
import { usePendingProps } from './use-app-ready';

const ESignatureDrawer = lazy(lazyWithRetry(() => import('./e-signature-drawer')));

export function LoginMenu({
  layout = 'row',
  onNavigate,
}: {
  layout?: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const eSignature = useLazyDrawer(ESignatureDrawer);
  const pending = usePendingProps();
  const outline = `${controls.button} ${controls.outline}`;
  return (
    <>
      <div
        className={layout === 'row' ? classes.loginRow : classes.loginColumn}
        role="group"
        aria-label={t('login.label')}
      >
        <Link to="/one-id" className={controls.button} onClick={onNavigate} data-testid="login-one-id">
          <IconLogin2 size={20} aria-hidden="true" />
          {t('login.oneId')}
        </Link>
        <Link to="/mobile-id" className={outline} onClick={onNavigate} data-testid="login-mobile-id">
          <IconDeviceMobile size={20} aria-hidden="true" />
          {t('login.mobileId')}
        </Link>
        <button
          type="button"
          className={outline}
          onClick={() => eSignature.show(true)}
          aria-haspopup="dialog"
          data-testid="login-e-signature"
          {...pending}
        >
          <IconKey size={20} aria-hidden="true" />
          {t('login.eSign')}
        </button>
      </div>
      {eSignature.drawer}
    </>
  );
}

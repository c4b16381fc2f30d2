/** On phones the navbar and the login actions collapse behind a burger that opens a side drawer. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../router/lazy-with-retry';
import controls from './controls.module.css';
import { useLazyDrawer } from './lazy-drawer';
import { MOBILE_MENU_ID } from './mobile-menu-id';
import classes from './site-header.module.css';
import { usePendingProps } from './use-app-ready';

const MobileMenuDrawer = lazy(lazyWithRetry(() => import('./mobile-menu-drawer')));

export function MobileMenu() {
  const { t } = useTranslation('shell');
  const { opened, used, show, drawer } = useLazyDrawer(MobileMenuDrawer);
  const pending = usePendingProps();
  return (
    <>
      <button
        type="button"
        className={`${classes.burgerButton} ${controls.belowMd}`}
        onClick={() => show(!opened)}
        aria-label={t('nav.openMenu')}
        aria-expanded={opened}
        aria-controls={used ? MOBILE_MENU_ID : undefined}
        data-testid="mobile-menu-toggle"
        {...pending}
      >
        <span className={classes.burger} aria-hidden="true" />
      </button>
      {drawer}
    </>
  );
}

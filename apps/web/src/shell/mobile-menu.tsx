/** On phones the navbar and the login actions collapse behind a burger that opens a side drawer. */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../router/lazy-with-retry';
import controls from './controls.module.css';
import { MOBILE_MENU_ID } from './mobile-menu-id';
import classes from './site-header.module.css';
import { usePendingProps } from './use-app-ready';

const MobileMenuDrawer = lazy(lazyWithRetry(() => import('./mobile-menu-drawer')));

export function MobileMenu() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  // The drawer's code loads on the first tap and stays mounted afterwards for its closing transition.
  const [used, setUsed] = useState(false);
  const pending = usePendingProps();
  return (
    <>
      <button
        type="button"
        className={`${classes.burgerButton} ${controls.belowMd}`}
        onClick={() => {
          setUsed(true);
          setOpened((value) => !value);
        }}
        aria-label={t('nav.openMenu')}
        aria-expanded={opened}
        aria-controls={used ? MOBILE_MENU_ID : undefined}
        data-testid="mobile-menu-toggle"
        {...pending}
      >
        <span className={classes.burger} aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

/** On phones the navbar and the login actions collapse behind a burger that opens a side drawer. */
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { MOBILE_MENU_ID } from './mobile-menu-id';
import { usePendingProps } from './use-app-ready';

const MobileMenuDrawer = lazy(lazyWithRetry(() => import('./mobile-menu-drawer')));

export function MobileMenu() {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap and stays mounted afterwards for its closing transition.
  const [used, setUsed] = useState(false);
  const pending = usePendingProps();
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setUsed(true);
          toggle();
        }}
        hiddenFrom="md"
        size="md"
        aria-label={t('nav.openMenu')}
        aria-expanded={opened}
        aria-controls={used ? MOBILE_MENU_ID : undefined}
        data-testid="mobile-menu-toggle"
        {...pending}
      />
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

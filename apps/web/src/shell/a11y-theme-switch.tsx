/** The accessibility switch of the header: a light trigger; the menu itself (a11y-theme-menu.tsx) loads on first use. */
import { lazy } from 'react';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { DeferredMenu } from './deferred-menu';
import { A11yThemeTrigger } from './header-triggers';

const load = lazyWithRetry(() => import('./a11y-theme-menu'));
const A11yThemeMenu = lazy(load);

export function A11yThemeSwitch() {
  return (
    <DeferredMenu
      Menu={A11yThemeMenu}
      preload={() => void load().catch(() => undefined)}
      trigger={(props) => <A11yThemeTrigger {...props} />}
    />
  );
}

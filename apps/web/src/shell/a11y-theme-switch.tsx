/** The accessibility switch of the header: a light trigger; the menu itself (a11y-theme-menu.tsx) loads on first use. */
import { deferredMenu } from './deferred-menu';
import { A11yThemeTrigger } from './header-triggers';

export const A11yThemeSwitch = deferredMenu(() => import('./a11y-theme-menu'), A11yThemeTrigger);

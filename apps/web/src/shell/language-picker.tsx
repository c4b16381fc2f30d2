/** The language picker of the header: a light trigger; the menu itself (language-menu.tsx) loads on first use. */
import { lazy } from 'react';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { DeferredMenu } from './deferred-menu';
import { LanguageTrigger } from './header-triggers';

const load = lazyWithRetry(() => import('./language-menu'));
const LanguageMenu = lazy(load);

export function LanguagePicker() {
  return (
    <DeferredMenu
      Menu={LanguageMenu}
      preload={() => void load().catch(() => undefined)}
      trigger={(props) => <LanguageTrigger {...props} />}
    />
  );
}

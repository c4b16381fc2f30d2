/**
 * Entry point: clears old browser state once, starts languages and theme, wires the API client, renders.
 * On a prerendered page (src/prerender) it hydrates the markup the browser has already painted, once the
 * page's route module is loaded; anywhere else, or when that markup is not this visitor's page, it renders.
 */
import './theme/baseline.css';
import './theme/shell-variables.css';
import './theme/fonts.css';
import './theme/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { configureApiClient } from './api/client';
import { initI18n } from './i18n/i18n';
import { discardPrerender, hasUsablePrerender } from './prerender/first-paint';
import { createAppRouter, routerReady } from './router/routes';
import { installImageContextMenuGuard } from './shell/image-context-menu';
import { clearBrowserStateOnce, getStored } from './storage/browser-storage';
import { DEFAULT_A11Y_THEME } from './theme/a11y-themes';
import { applyA11yThemeToDocument } from './theme/a11y-theme';

clearBrowserStateOnce();
const languageReady = initI18n();
applyA11yThemeToDocument(getStored('a11yTheme') ?? DEFAULT_A11Y_THEME);
installImageContextMenuGuard();

const router = createAppRouter();
configureApiClient({ goHome: () => void router.navigate('/', { replace: true }) });

await languageReady;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (hasUsablePrerender(container)) {
  // Hydration must see the tree the prerender rendered: the page's code loaded, not its loading fallback.
  await routerReady(router);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it: the
  // page is already painted, and a click or key meanwhile is replayed once hydrated.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  discardPrerender(container);
  createRoot(container).render(app);
}

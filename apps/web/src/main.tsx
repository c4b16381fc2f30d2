/** Entry point: clears old browser state once, starts languages and theme, wires the API client, renders. */
import './theme/mantine-styles';
import './theme/fonts.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { configureApiClient } from './api/client';
import { createQueryClient } from './api/query-client';
import { resetUserCacheOnTokenChange } from './cabinet/session-cache';
import { initI18n } from './i18n/i18n';
import { createAppRouter } from './router/routes';
import { installImageContextMenuGuard } from './shell/image-context-menu';
import { clearBrowserStateOnce, getStored } from './storage/browser-storage';
import { DEFAULT_A11Y_THEME } from './theme/a11y-themes';
import { applyA11yThemeToDocument } from './theme/app-theme-provider';

clearBrowserStateOnce();
const languageReady = initI18n();
applyA11yThemeToDocument(getStored('a11yTheme') ?? DEFAULT_A11Y_THEME);
installImageContextMenuGuard();

const router = createAppRouter();
const queryClient = createQueryClient();
configureApiClient({ goHome: () => void router.navigate('/', { replace: true }) });
resetUserCacheOnTokenChange(queryClient);

await languageReady;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);

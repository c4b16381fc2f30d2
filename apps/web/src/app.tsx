/**
 * The providers around the router: the texts, the accessibility theme, toasts. Mantine's provider and
 * TanStack Query's are not among them: the pages and shell parts drawn with Mantine bring both
 * (theme/mantine-scope.tsx).
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18n } from './i18n/i18n';
import type { AppRouter } from './router/routes';
import { lazyWithRetry } from './router/lazy-with-retry';
import { A11yThemeProvider } from './theme/a11y-theme';

const Toaster = lazy(lazyWithRetry(() => import('./shell/toaster')));

/**
 * The toast container arrives with the first toast: `toast` only fills the small notifications store,
 * whose queue the container shows as soon as it mounts. Pages that never toast never load it.
 */
function DeferredToaster() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once wanted, always mounted (a state set while rendering, not in an effect).
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Everything around the router; the build's prerender (src/prerender) renders the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <A11yThemeProvider>
        <DeferredToaster />
        {children}
      </A11yThemeProvider>
    </I18nextProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

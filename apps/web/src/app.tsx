/** The providers around the router: theme (with the accessibility variant), server state, toasts. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18n } from './i18n/i18n';
import type { AppRouter } from './router/routes';
import { lazyWithRetry } from './router/lazy-with-retry';
import { AppThemeProvider } from './theme/app-theme-provider';

const Toaster = lazy(lazyWithRetry(() => import('./shell/toaster')));

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}

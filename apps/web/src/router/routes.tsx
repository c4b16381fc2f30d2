/**
 * Every route of the SPA. Pages are lazy route modules (`src/pages/<name>/route.tsx` exporting
 * `Component`, and optionally `loader`, `handle` …), loaded through `lazyWithRetry` so the home page
 * stays small. To add a page: create its folder and add one line to `PAGE_ROUTES`.
 */
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { CABINET_ROUTES } from '../cabinet/cabinet-routes';
import { PROFILE_ROUTE } from '../cabinet/profile-routes';
import { AppLayout } from '../shell/app-layout';
import { PageLoader } from '../shell/page-loader';
import { lazyWithRetry } from './lazy-with-retry';
import { RouteErrorPage } from './route-error-page';

/** The pages shown inside the shell, by path. */
export const PAGE_ROUTES: RouteObject[] = [
  { index: true, lazy: lazyWithRetry(() => import('../pages/home/route')) },
  { path: 'news', lazy: lazyWithRetry(() => import('../pages/news/route')) },
  { path: 'news/:id', lazy: lazyWithRetry(() => import('../pages/news-item/route')) },
  { path: 'lawyer', lazy: lazyWithRetry(() => import('../pages/lawyer/route')) },
  { path: 'contragent', lazy: lazyWithRetry(() => import('../pages/contragent/route')) },
  { path: 'legislation', lazy: lazyWithRetry(() => import('../pages/legislation/route')) },
  { path: 'duty-table', lazy: lazyWithRetry(() => import('../pages/duty-table/route')) },
  { path: 'duty-table/view/:id', lazy: lazyWithRetry(() => import('../pages/duty-table-view/route')) },
  { path: 'announcement', lazy: lazyWithRetry(() => import('../pages/announcement/route')) },
  { path: 'check-service-doc/:id', lazy: lazyWithRetry(() => import('../pages/check-service-doc/route')) },
  { path: '404', lazy: lazyWithRetry(() => import('../pages/not-found/route')) },
  // Spec section 2: any unknown path goes to /404 (the address is replaced, not added to history).
  { path: '*', loader: () => replace('/404') },
  // Sign-in (only when logged out) and the cabinet (needs sign-in).
  { path: 'one-id', lazy: lazyWithRetry(() => import('../pages/one-id/route')) },
  { path: 'one-id/announcement', lazy: lazyWithRetry(() => import('../pages/one-id-announcement/route')) },
  { path: 'mobile-id', lazy: lazyWithRetry(() => import('../pages/mobile-id/route')) },
  {
    path: 'lawyer-profile',
    lazy: lazyWithRetry(() => import('../cabinet/route')),
    children: CABINET_ROUTES,
  },
  PROFILE_ROUTE,
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [{ ErrorBoundary: RouteErrorPage, children: PAGE_ROUTES }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

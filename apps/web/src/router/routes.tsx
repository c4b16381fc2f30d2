/**
 * Every route of the SPA. Pages are lazy route modules (`src/pages/<name>/route.tsx` exporting
 * `Component`, and optionally `loader`, `handle` …), loaded through `lazyWithRetry` so the home page
 * stays small. To add a page: create its folder and add one line to `PAGE_ROUTES`.
 */
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  replace,
  type RouteObject,
} from 'react-router';
import wire from 'virtual:wire-calls/first-page';
import { startEarly } from '../api/client';
import { loadNamespaces } from '../i18n/i18n';
import { getStored } from '../storage/browser-storage';
import { AppLayout } from '../shell/app-layout';
import { PageLoader } from '../shell/page-loader';
import { lazyWithRetry } from './lazy-with-retry';
import { RouteErrorPage } from './route-error-page';

/** The home page: drawn without Mantine, beside the other pages' layout route (see `routes`). */
const HOME_ROUTE: RouteObject = { index: true, lazy: lazyWithRetry(() => import('../pages/home/route')) };

/** The other pages, inside the layout route that brings Mantine (mantine-layout.tsx). */
const MANTINE_PAGE_ROUTES: RouteObject[] = [
  { path: 'news', lazy: lazyWithRetry(() => import('../pages/news/route')) },
  { path: 'news/:id', lazy: lazyWithRetry(() => import('../pages/news-item/route')) },
  { path: 'lawyer', lazy: lazyWithRetry(() => import('../pages/lawyer/route')) },
  { path: 'contragent', lazy: lazyWithRetry(() => import('../pages/contragent/route')) },
  { path: 'legislation', lazy: lazyWithRetry(() => import('../pages/legislation/route')) },
  { path: 'duty-table', lazy: lazyWithRetry(() => import('../pages/duty-table/route')) },
  { path: 'duty-table/view/:id', lazy: lazyWithRetry(() => import('../pages/duty-table-view/route')) },
  { path: 'announcement', lazy: lazyWithRetry(() => import('../pages/announcement/route')) },
  {
    path: 'announcement/:id/:contragentId/:typeId',
    lazy: lazyWithRetry(() => import('../pages/announcement-apply/route')),
  },
  // The phone's home and news (spec section 2, /mobile); its signed-in areas are added below.
  { path: 'mobile', lazy: lazyWithRetry(() => import('../pages/mobile-home/route')) },
  { path: 'mobile/news', lazy: lazyWithRetry(() => import('../pages/mobile-news/route')) },
  { path: 'check-service-doc/:id', lazy: lazyWithRetry(() => import('../pages/check-service-doc/route')) },
  { path: '404', lazy: lazyWithRetry(() => import('../pages/not-found/route')) },
  // Spec section 2: any unknown path goes to /404 (the address is replaced, not added to history).
  { path: '*', loader: () => replace('/404') },
  // Sign-in (only when logged out) and the cabinet (needs sign-in).
  { path: 'one-id', lazy: lazyWithRetry(() => import('../pages/one-id/route')) },
  { path: 'one-id/announcement', lazy: lazyWithRetry(() => import('../pages/one-id-announcement/route')) },
  { path: 'mobile-id', lazy: lazyWithRetry(() => import('../pages/mobile-id/route')) },
  // The cabinet (needs sign-in), /profile, /mobile/orders and /mobile/appeals: added on first visit (see below).
];

/** The pages shown inside the shell, by path. */
export const PAGE_ROUTES: RouteObject[] = [HOME_ROUTE, ...MANTINE_PAGE_ROUTES];

/** The first path segments of the signed-in areas (router/signed-in-routes.tsx, kept in step by a test). */
export const SIGNED_IN_PREFIXES = [
  '/lawyer-profile',
  '/profile',
  '/mobile/orders',
  '/mobile/appeals',
  '/contracts',
  '/expertise',
];

const PAGES_ROUTE_ID = 'pages';

const loadMantineLayout = lazyWithRetry(() => import('./mantine-layout'));

/**
 * The rest of the API's call table (api/api.ts loadAllCalls), with the client that reads it (TanStack
 * Query's hooks): the home page reads its calls without them (api/light-query.ts).
 */
const loadApi = lazyWithRetry(() => import('../api/api'));
const loadAllCalls = async () => (await loadApi()).loadAllCalls();

/**
 * The texts every page but the home page loads with its code: the public pages' (filters, cards, list
 * headings) and the messages of failed and completed actions (read synchronously by toasts and forms).
 * On the home page a failed call's toast says the shell's general message.
 */
const PAGE_NAMESPACES = ['public', 'errors'];

/**
 * Every page but the home page loads with its code Mantine (its CSS and provider, the layout route
 * below), PAGE_NAMESPACES and the rest of the API's call table (api/api.ts), so the home page's first
 * load carries none of them. Mantine's stylesheets are asked for first, so they come before the page's
 * own in the document.
 */
function withPageStyles(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (route.index || typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [, , , module] = await Promise.all([
        loadMantineLayout(),
        loadNamespaces(PAGE_NAMESPACES),
        loadAllCalls(),
        lazy(),
      ]);
      return module;
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { ErrorBoundary: RouteErrorPage, children: [HOME_ROUTE] },
      {
        id: PAGES_ROUTE_ID,
        ErrorBoundary: RouteErrorPage,
        lazy: loadMantineLayout,
        children: MANTINE_PAGE_ROUTES.map(withPageStyles),
      },
    ],
  },
];

/** GET account/current, the signed-in layouts' first call (api/identity.ts useCurrentAccount). */
const CURRENT_ACCOUNT = wire.account!.calls.currentAccount!.path;

/**
 * React Router's lazy route discovery: the first visit to a path under a signed-in area (until then
 * answered by the catch-all) loads those areas' route trees and adds them beside the public pages.
 */
const discoverSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return;
  // Every signed-in page waits for the account (who is signed in, what they may do) before it shows
  // anything: its call starts now, beside the areas' code and the rest of the call table, not once that
  // code has rendered the layout.
  if (getStored('accessToken')) startEarly(CURRENT_ACCOUNT);
  const [{ SIGNED_IN_ROUTES }] = await Promise.all([
    lazyWithRetry(() => import('./signed-in-routes'))(),
    loadAllCalls(),
  ]);
  patch(PAGES_ROUTE_ID, SIGNED_IN_ROUTES.map(withPageStyles));
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSignedInRoutes });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Settles once the router has loaded the first page's route modules and run their loaders. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

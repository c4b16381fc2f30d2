/**
 * The route trees of the signed-in areas: the cabinet (/lawyer-profile), /profile and the phone layouts
 * (/mobile/orders, /mobile/appeals). The router adds them the first time a path under them is visited
 * (routes.tsx, `patchRoutesOnNavigation` for the paths under SIGNED_IN_PREFIXES), so a visitor's first
 * load carries none of their code.
 */
import { replace, type RouteObject } from 'react-router';
import { CABINET_ROUTES } from '../cabinet/cabinet-routes';
import { requireSignIn } from '../cabinet/guards';
import { PROFILE_ROUTE } from '../cabinet/profile-routes';
import { MOBILE_APPEALS_ROUTES } from '../appeals/mobile-appeals-routes';
import { MOBILE_ORDERS_ROUTES } from '../orders/mobile-orders-routes';
import { lazyWithRetry } from './lazy-with-retry';

export const SIGNED_IN_ROUTES: RouteObject[] = [
  {
    path: 'lawyer-profile',
    lazy: lazyWithRetry(() => import('../cabinet/route')),
    children: CABINET_ROUTES,
  },
  PROFILE_ROUTE,
  // Spec section 2: /contracts/{id}, a contract's own page (the link its notifications carry).
  {
    path: 'contracts',
    children: [
      {
        path: ':id',
        loader: ({ params }) =>
          requireSignIn() ?? replace(`/lawyer-profile/contracts/${encodeURIComponent(params.id ?? '')}`),
      },
    ],
  },
  // Spec section 2: /expertise/payment/{transactionId}, the page the lawyer pays an expertise invoice on (the
  // transaction is the request's invoice, named by the request's id), inside the cabinet.
  {
    path: 'expertise',
    children: [
      {
        path: 'payment/:id',
        loader: ({ params }) =>
          requireSignIn() ??
          replace(`/lawyer-profile/orders/expertise/payment/${encodeURIComponent(params.id ?? '')}`),
      },
    ],
  },
  // The orders in the phone layout (spec section 2: /mobile orders list, create/{type}, contragents).
  {
    path: 'mobile/orders',
    lazy: lazyWithRetry(() => import('../pages/mobile-orders/route')),
    children: MOBILE_ORDERS_ROUTES,
  },
  // The appeals in the phone layout (spec section 2: /mobile/appeals, view/{id}).
  {
    path: 'mobile/appeals',
    lazy: lazyWithRetry(() => import('../pages/mobile-appeals/route')),
    children: MOBILE_APPEALS_ROUTES,
  },
];

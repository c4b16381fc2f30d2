/**
 * The children of /mobile/orders: the cabinet's order pages, in the phone frame (its route module gives
 * them the phone links). Each declares its permission as in the cabinet.
 */
import type { Permission } from '@portal/domain';
import { replace, type RouteObject } from 'react-router';
import type { CabinetHandle } from '../cabinet/cabinet-layout';
import { lazyWithRetry } from '../router/lazy-with-retry';

const page = (
  path: string,
  permission: Permission,
  load: () => Promise<Record<string, unknown>>,
): RouteObject => ({ path, handle: { permission } satisfies CabinetHandle, lazy: lazyWithRetry(load) });

export const MOBILE_ORDERS_ROUTES: RouteObject[] = [
  { index: true, loader: () => replace('/mobile/orders/list') },
  page('list', 'order.view', () => import('../pages/orders-list/route')),
  page('view/:id', 'order.view', () => import('../pages/orders-view/route')),
  page('create/:type', 'order.create', () => import('../pages/orders-create/route')),
  page('contragents', 'order.viewStructure', () => import('../pages/orders-contragents/route')),
];

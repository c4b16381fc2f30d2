/**
 * The children of /mobile/appeals: the cabinet's appeal pages, in the phone frame (its route module
 * gives them the phone links). Each declares its permission as in the cabinet.
 */
import type { RouteObject } from 'react-router';
import type { CabinetHandle } from '../cabinet/cabinet-layout';
import { lazyWithRetry } from '../router/lazy-with-retry';

const page = (
  path: string | undefined,
  permission: CabinetHandle['permission'],
  load: () => Promise<Record<string, unknown>>,
): RouteObject =>
  path === undefined
    ? { index: true, handle: { permission } satisfies CabinetHandle, lazy: lazyWithRetry(load) }
    : { path, handle: { permission } satisfies CabinetHandle, lazy: lazyWithRetry(load) };

export const MOBILE_APPEALS_ROUTES: RouteObject[] = [
  page(undefined, 'appeal.createOwn', () => import('../pages/appeals-own/route')),
  page('inbox', 'appeal.respond', () => import('../pages/appeals-inbox/route')),
  page('view/:id', 'signedIn', () => import('../pages/appeals-view/route')),
];

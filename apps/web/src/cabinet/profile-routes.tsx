/**
 * /profile (spec section 2: needs sign-in, children aplication, order, yumom, contracts, notifications,
 * forum), in its layout (profile/profile-layout.tsx). Without a token the single sign-on starts. /profile
 * itself opens the first section the person may open (profile/profile-sections.ts). Each page declares
 * its permission as in the cabinet.
 */
import { Navigate, replace, type RouteObject } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { ProfileLayout } from '../profile/profile-layout';
import { profileLanding } from '../profile/profile-sections';
import { lazyWithRetry } from '../router/lazy-with-retry';
import type { CabinetHandle } from './cabinet-layout';
import { requireSignIn } from './guards';

/** /profile: the first section the person may open (the layout renders it once the account is known). */
function ProfileLanding() {
  const account = useCurrentAccount();
  return <Navigate to={profileLanding(account.data?.permissions ?? [])} replace />;
}

const page = (
  path: string,
  permission: CabinetHandle['permission'],
  load: () => Promise<Record<string, unknown>>,
): RouteObject => ({ path, handle: { permission } satisfies CabinetHandle, lazy: lazyWithRetry(load) });

export const PROFILE_ROUTE: RouteObject = {
  path: 'profile',
  loader: requireSignIn,
  Component: ProfileLayout,
  children: [
    { index: true, Component: ProfileLanding },
    page('aplication', 'signedIn', () => import('../pages/profile-aplication/route')),
    page('order', 'signedIn', () => import('../pages/profile-order/route')),
    page('notifications', 'notification.view', () => import('../pages/profile-notifications/route')),
    page('yumom', 'signedIn', () => import('../pages/profile-yumom/route')),
    page('forum', 'forum.read', () => import('../pages/profile-forum/route')),
    page('forum/:id', 'forum.read', () => import('../pages/profile-forum-topic/route')),
    // Contracts are built: the cabinet's page lists the caller's contracts.
    { path: 'contracts', loader: () => replace('/lawyer-profile/contracts') },
  ],
};

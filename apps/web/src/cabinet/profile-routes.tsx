/**
 * /profile (spec section 2: needs sign-in, children aplication, order, yumom, contracts, notifications,
 * forum), in its layout (profile/profile-layout.tsx). Without a token the single sign-on starts. /profile
 * itself opens the first section the person may open (profile/profile-sections.ts). Each page declares
 * its permission as in the cabinet; forum is "in preparation" until built.
 */
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, replace, type RouteObject } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { ProfileLayout } from '../profile/profile-layout';
import { profileLanding } from '../profile/profile-sections';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { SectionInPreparation } from '../shell/section-in-preparation';
import type { CabinetHandle } from './cabinet-layout';
import { requireSignIn } from './guards';

const PREPARING = ['forum'] as const;

function Preparing({ section }: { section: (typeof PREPARING)[number] }) {
  const { t } = useTranslation('cabinet');
  return (
    <Container size="xl" py="xl">
      <SectionInPreparation title={t(`profileArea.${section}`)} />
    </Container>
  );
}

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
    ...PREPARING.map((section) => ({ path: section, element: <Preparing section={section} /> })),
    // Contracts are built: the cabinet's page lists the caller's contracts.
    { path: 'contracts', loader: () => replace('/lawyer-profile/contracts') },
  ],
};

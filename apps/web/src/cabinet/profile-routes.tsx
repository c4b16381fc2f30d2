/**
 * /profile (spec section 2: needs sign-in, children aplication, order, yumom, contracts, notifications,
 * forum). Without a token the single sign-on starts; the sections are "in preparation" until their
 * features are built (each later replaces its line here).
 */
import { useTranslation } from 'react-i18next';
import { replace, type RouteObject } from 'react-router';
import { SectionInPreparation } from '../shell/section-in-preparation';
import { requireSignIn } from './guards';

const SECTIONS = ['aplication', 'order', 'yumom', 'notifications', 'forum'] as const;

function Preparing({ section }: { section: (typeof SECTIONS)[number] }) {
  const { t } = useTranslation('cabinet');
  return <SectionInPreparation title={t(`profileArea.${section}`)} />;
}

export const PROFILE_ROUTE: RouteObject = {
  path: 'profile',
  loader: requireSignIn,
  children: [
    { index: true, loader: () => replace('/profile/aplication') },
    ...SECTIONS.map((section) => ({ path: section, element: <Preparing section={section} /> })),
    // Contracts are built (issue 15): the cabinet's page lists the caller's contracts.
    { path: 'contracts', loader: () => replace('/lawyer-profile/contracts') },
  ],
};

/**
 * /mobile/appeals (spec section 2): the appeals in the phone layout at 390×844: the person's own appeals
 * (cards), the inbox of a lawyer or director, and an appeal's page. The pages are the cabinet's own
 * components and hooks (appeals/), in the phone frame with the phone's links (cards, 44 px targets).
 */
import { useTranslation } from 'react-i18next';
import { MOBILE_APPEAL_LINKS, AppealLinksProvider } from './appeal-links';
import { loadAppealMessages } from './load-messages';
import { requireSignIn } from '../cabinet/guards';
import { MobileFrame } from '../cabinet/mobile-frame';

export async function loader() {
  return requireSignIn() ?? loadAppealMessages();
}

export function MobileAppealsPage() {
  const { t } = useTranslation('appeals');
  return (
    <MobileFrame
      testId="mobile-appeals"
      navLabel={t('list.mobileNav')}
      tabs={[
        { path: '/mobile/appeals', label: t('list.mobileList'), permission: 'appeal.createOwn', exact: true },
        { path: '/mobile/appeals/inbox', label: t('list.mobileInbox'), permission: 'appeal.respond' },
      ]}
      wrap={(page) => <AppealLinksProvider value={MOBILE_APPEAL_LINKS}>{page}</AppealLinksProvider>}
    />
  );
}

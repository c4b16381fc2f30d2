/**
 * /lawyer-profile/my-appeals/appeals: the appeals sent to the caller's regions (a lawyer's region, a
 * director's also their structure's; ADMIN every one), filtered by region, kind and status (appeal.respond).
 */
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { APPEAL_PAGE_SIZE, AppealFilters, appealFiltersFrom, AppealList } from './appeal-list';
import { loadAppealMessages } from './load-messages';
import { useRegister } from '../kit/list';
import { PageHeader } from '../shell/page-header';

export const loader = loadAppealMessages;

export function InboxPage() {
  const { t } = useTranslation('appeals');
  const appeals = useRegister(api.appeals.inbox, (url) => appealFiltersFrom(url.get), {
    limit: APPEAL_PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title={t('list.inboxTitle')} lead={t('list.inboxLead')} />
      <AppealFilters show={['region', 'kind', 'status']} />
      <AppealList
        {...appeals}
        label={t('list.inboxTitle')}
        empty={{ text: t('emptyList.inbox') }}
        showAuthor
      />
    </>
  );
}

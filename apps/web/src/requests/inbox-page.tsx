/**
 * /lawyer-profile/lawyer-requests: the chambers' inbox of lawyers' requests (requestInbox): the regional
 * chamber its region's, the republic chamber every region's (with a region filter); by kind, status and
 * date. Opening one marks it SEEN.
 */
import { IconCalendarExclamation, IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { ItemActions } from '../kit/detail-layout';
import { REQUEST_LINKS } from './links';
import { loadRequestMessages } from './load-messages';
import { RequestFilters, RequestList, useRequestListUrl } from './request-list';
import { PageHeader } from '../shell/page-header';

export const loader = loadRequestMessages;

export function InboxPage() {
  const { t } = useTranslation('request-screens');
  const account = useCurrentAccount();
  const everyRegion = account.data?.permissions.includes('request.reviewAll') ?? false;
  const {
    list,
    filters: { regionId, ...filters },
  } = useRequestListUrl();
  const requests = api.requests.requestInbox.useQuery({
    query: {
      ...filters,
      ...(everyRegion && regionId ? { regionId } : {}),
      ...list.query,
    },
  });
  return (
    <>
      <PageHeader
        title={t('list.inboxTitle')}
        lead={t(everyRegion ? 'list.inboxLeadAll' : 'list.inboxLead')}
      />
      <ItemActions
        mb="lg"
        actions={[
          {
            label: t('expiring.title'),
            icon: <IconCalendarExclamation size={18} aria-hidden="true" />,
            to: REQUEST_LINKS.expiring,
            variant: 'light',
            testId: 'requests-expiring-link',
          },
          {
            label: t('list.trainingReview'),
            icon: <IconCertificate size={18} aria-hidden="true" />,
            to: REQUEST_LINKS.trainingReview,
            variant: 'light',
            testId: 'requests-training-link',
          },
        ]}
      />
      <RequestFilters region={everyRegion} />
      <RequestList
        query={requests}
        list={list}
        label={t('list.inboxTitle')}
        link={REQUEST_LINKS.inboxView}
        empty={{ text: t('emptyList.inbox') }}
        inbox
      />
    </>
  );
}

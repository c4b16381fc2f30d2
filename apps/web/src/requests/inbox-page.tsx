/**
 * /lawyer-profile/lawyer-requests: the chambers' inbox of lawyers' requests (requestInbox): the regional
 * chamber its region's, the republic chamber every region's (with a region filter); by kind, status and
 * date, and one lawyer's by their PINFL (listByPnfl, pnfl-search.tsx). Opening one marks it SEEN.
 */
import { Button, Text } from '@mantine/core';
import { IconCalendarExclamation, IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { ItemActions } from '../kit/detail-layout';
import { REQUEST_LINKS } from './links';
import { loadRequestMessages } from './load-messages';
import { PnflSearch } from './pnfl-search';
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
  const [pnfl, setPnfl] = useState<string | null>(null);
  const query = {
    ...filters,
    ...(everyRegion && regionId ? { regionId } : {}),
    ...list.query,
  };
  const inbox = api.requests.requestInbox.useQuery({ query }, { enabled: pnfl === null });
  const ofLawyer = api.requests.listByPnfl.useQuery(
    { body: { ...query, pnfl: pnfl ?? '' } },
    { enabled: pnfl !== null },
  );
  const search = (value: string | null) => {
    setPnfl(value);
    list.setPage(1);
  };
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
      <PnflSearch searched={pnfl} onSearch={search} />
      <RequestFilters region={everyRegion} />
      {pnfl !== null && (
        <Text fw={600} mb="sm" data-testid="requests-pnfl-shown">
          {t('pnfl.shown', { pnfl })}
        </Text>
      )}
      <RequestList
        query={pnfl === null ? inbox : ofLawyer}
        list={list}
        label={t('list.inboxTitle')}
        link={REQUEST_LINKS.inboxView}
        empty={
          pnfl === null
            ? { text: t('emptyList.inbox') }
            : {
                text: t('pnfl.none', { pnfl }),
                action: (
                  <Button variant="default" onClick={() => search(null)} data-testid="requests-pnfl-none-all">
                    {t('pnfl.showAll')}
                  </Button>
                ),
              }
        }
        inbox
      />
    </>
  );
}

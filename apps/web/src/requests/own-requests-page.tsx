/**
 * /lawyer-profile/requests: the lawyer's requests to the chamber (forChangeRequest), filtered by kind,
 * status and date, with a new request of each kind.
 */
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { ItemActions } from '../kit/detail-layout';
import { REQUEST_FORMS, REQUEST_LINKS } from './links';
import { loadRequestMessages } from './load-messages';
import { RequestFilters, RequestList, useRequestListUrl } from './request-list';
import { PageHeader } from '../shell/page-header';

export const loader = loadRequestMessages;

export function OwnRequestsPage() {
  const { t } = useTranslation('request-screens');
  const { list, filters } = useRequestListUrl();
  const requests = api.requests.forChangeRequest.useQuery({ query: { ...filters, ...list.query } });
  return (
    <>
      <PageHeader title={t('list.ownTitle')} lead={t('list.ownLead')} />
      <ItemActions
        testId="request-new"
        mb="lg"
        actions={REQUEST_FORMS.map((form) => ({
          label: t(`form.title.${form}`),
          icon: <IconPlus size={18} aria-hidden="true" />,
          to: REQUEST_LINKS.form(form),
          variant: 'light',
          testId: `request-new-${form}`,
        }))}
      />
      <RequestFilters />
      <RequestList
        query={requests}
        list={list}
        label={t('list.ownTitle')}
        link={REQUEST_LINKS.view}
        empty={{ text: t('emptyList.own') }}
      />
    </>
  );
}

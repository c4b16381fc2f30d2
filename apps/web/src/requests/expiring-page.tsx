/**
 * /lawyer-profile/lawyer-requests/expiring-certificates: certificates ending within 90 days or ended
 * (expiringCertificates), of the chamber's region (the republic chamber: every region, or one).
 */
import { formatDate } from '@portal/domain';
import type { CallAnswer, requestCalls } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { column, DataList, Filter, type ListColumn, ListFilters, useListUrl } from '../kit/list';
import { useStatusLabel } from '../kit/status-badge';
import { loadRequestMessages } from './load-messages';
import { PageHeader } from '../shell/page-header';

export const loader = loadRequestMessages;

type Item = CallAnswer<typeof requestCalls.expiringCertificates>['list'][number];

export function ExpiringPage() {
  const { t } = useTranslation('request-screens');
  const statusLabel = useStatusLabel();
  const displayName = useDisplayName();
  const account = useCurrentAccount();
  const everyRegion = account.data?.permissions.includes('request.reviewAll') ?? false;
  const list = useListUrl({ limit: 20 });
  const region = Number(list.url.get('region'));
  const certificates = api.requests.expiringCertificates.useQuery({
    query: {
      ...(everyRegion && Number.isInteger(region) && region > 0 ? { regionId: region } : {}),
      ...list.query,
    },
  });
  const columns: ListColumn<Item>[] = [
    { key: 'lawyer', title: t('field.lawyer'), value: (c) => displayName(c.lawyer.fullName), sortable: true },
    { key: 'number', title: t('field.certificateNumber'), value: (c) => c.number },
    { key: 'endDate', title: t('field.endDate'), value: (c) => formatDate(c.endDate), sortable: true },
    { key: 'region', title: t('field.region'), value: (c) => c.region.name },
    column.status({
      key: 'expiry',
      title: t('field.expiry'),
      status: (c) => c.expiry,
      label: statusLabel,
      kind: 'certificateExpiry',
    }),
  ];
  return (
    <>
      <PageHeader title={t('expiring.title')} lead={t('expiring.lead')} />
      {everyRegion && (
        <ListFilters
          label={t('list.filters')}
          names={['region']}
          testId="expiring-filters"
          withSubmit={false}
          cols={{ base: 1, sm: 3 }}
        >
          <Filter.Region label={t('field.region')} testId="expiring-filter-region" />
        </ListFilters>
      )}
      <DataList
        empty={{ text: t('emptyList.expiring') }}
        query={certificates}
        list={list}
        columns={columns}
        label={t('expiring.title')}
        csv="expiring-certificates"
        testId={{ table: 'expiring-table', row: 'expiring-row' }}
        rowProps={(c) => ({ 'data-expiry': c.expiry })}
      />
    </>
  );
}

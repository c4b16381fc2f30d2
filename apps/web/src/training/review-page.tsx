/**
 * /lawyer-profile/lawyer-requests/training-certificates: the chamber's training certificates to decide:
 * those of its region (the republic chamber: every region), all or only those waiting;
 * each opens its scan and is confirmed, or refused with the reason the lawyer reads.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { namespacesLoader } from '../i18n/i18n';
import { Filter, ListFilters, ListTable, QueryState } from '../kit/list';
import { useListUrl } from '../kit/list';
import { useTrainingColumns } from './training-columns';
import { PageHeader } from '../shell/page-header';

export const loader = namespacesLoader(['lawyer-record']);

export function ReviewPage() {
  const { t } = useTranslation('lawyer-record');
  const list = useListUrl({ limit: 20 });
  const waitingOnly = list.url.get('state') === 'waiting';
  const query = api.trainingCertificates.trainingCertificateList.useQuery(
    {
      query: waitingOnly ? { unconfirmedOnly: 'true' } : {},
    },
    { keep: true },
  );
  const c = useTrainingColumns({
    lawyerLink: true,
    confirmedToast: t('training.confirmedToast'),
    refuse: true,
  });
  const columns = [c.lawyer, c.course, c.organizer, c.dates, c.hours, c.scan, c.state];
  return (
    <>
      <PageHeader title={t('training.reviewTitle')} lead={t('training.reviewLead')} />
      <ListFilters
        label={t('training.filters')}
        names={['state']}
        testId="training-filters"
        withSubmit={false}
      >
        <Filter.Choice
          name="state"
          label={t('training.show')}
          values={['waiting']}
          optionLabel={() => t('training.showWaiting')}
          testId="training-filter-state"
        />
      </ListFilters>
      <QueryState query={query}>
        {query.data && (
          <>
            <Text size="sm" c="dimmed" mb="xs" data-testid="training-count">
              {t('training.count', { count: query.data.total })}
            </Text>
            <ListTable
              empty={{ text: t('emptyList.review') }}
              records={query.data.list}
              columns={columns}
              label={t('training.reviewTitle')}
              testId={{ table: 'training-review-list', row: 'training-row' }}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

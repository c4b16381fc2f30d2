/**
 * /lawyer-profile/yumom-certificate (and /profile/yumom): a lawyer's training certificates with each year's
 * confirmed hours against the required ones, and the form to add one; a chamber sees its region's and
 * confirms them.
 */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { loadNamespaces } from '../i18n/i18n';
import { ListTable, QueryState } from '../kit/list';
import { useTrainingColumns } from './training-columns';
import { YearHours } from './year-hours';
import { PageHeader } from '../shell/page-header';
import { TrainingForm } from './training-form';

export async function loader() {
  await loadNamespaces(['lawyer-record']);
  return null;
}

export function CertificatesPage() {
  const { t } = useTranslation('lawyer-record');
  const account = useCurrentAccount().data;
  const query = api.trainingCertificates.trainingCertificateList.useQuery({ query: {} }, { keep: true });
  const isLawyer = ['LAWYER', 'DIRECTOR', 'NEW_DIRECTOR'].includes(account?.role ?? '');
  const c = useTrainingColumns();
  const columns = [c.course, c.lawyer, c.organizer, c.dates, c.hours, c.scan, c.state];
  return (
    <>
      <PageHeader title={t('training.title')} lead={t('training.lead')} />
      <QueryState query={query}>
        {query.data && (
          <Stack gap="lg">
            {query.data.years.length > 0 && <YearHours years={query.data.years} testId="training" />}
            <ListTable
              empty={{ text: t('emptyList.training') }}
              records={query.data.list}
              columns={columns}
              label={t('training.title')}
              testId={{ table: 'training-list', row: 'training-row' }}
            />
          </Stack>
        )}
      </QueryState>
      {isLawyer && <TrainingForm />}
    </>
  );
}

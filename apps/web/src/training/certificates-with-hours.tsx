/**
 * The training certificates the caller sees (a lawyer their own, a chamber its region's), as the
 * cabinet's page and /profile/yumom show them: each year's confirmed hours against the required ones,
 * then the certificates in the page's columns, test ids `<testId>-list` and `<testId>-row`. `noYears`
 * stands where there is no year yet; `children` follow the list.
 */
import { Stack } from '@mantine/core';
import type { TrainingCertificateItem } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { type ListColumn, ListTable, QueryState } from '../kit/list';
import { YearHours } from './year-hours';

export function CertificatesWithHours({
  columns,
  testId,
  noYears,
  children,
}: {
  columns: ListColumn<TrainingCertificateItem>[];
  testId: string;
  noYears?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('lawyer-record');
  const query = api.trainingCertificates.trainingCertificateList.useQuery({ query: {} }, { keep: true });
  return (
    <QueryState query={query}>
      {query.data && (
        <Stack gap="lg">
          {query.data.years.length > 0 ? <YearHours years={query.data.years} testId={testId} /> : noYears}
          <ListTable
            empty={{ text: t('emptyList.training') }}
            records={query.data.list}
            columns={columns}
            label={t('training.title')}
            testId={{ table: `${testId}-list`, row: `${testId}-row` }}
          />
          {children}
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * /lawyer-profile/announcement (DIRECTOR, `vacancy.manageOwn`): the structure's vacancy
 * announcements (close one) and the applications to them (accept, or refuse with a reason).
 */
import { Anchor, Group, Stack } from '@mantine/core';
import type { OwnVacancyItem, VacancyApplicationItem } from '@portal/contracts';
import { formatDate, formatSum } from '@portal/domain';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { callOnRecord } from '../kit/call-on-record';
import { DataList, type ListColumn, ListSection, RowAction, useRegister } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { LinkButton } from '../kit/link-button';
import { RejectApplication } from './reject-application';

const LIMIT = 20;

function Applications() {
  const { t } = useTranslation('cabinet');
  const applications = useRegister(api.structureVacancies.structureVacancyApplications, [], {
    limit: LIMIT,
    pageParam: 'appPage',
    sortParam: 'appSort',
  });
  const accept = api.structureVacancies.acceptVacancyApplication.useMutation();
  const columns: ListColumn<VacancyApplicationItem>[] = [
    { key: 'applicant', title: t('vacancies.applicant'), value: (a) => a.applicant.fullName },
    { key: 'type', title: t('vacancies.type'), value: (a) => t(`vacancies.types.${a.type}`) },
    { key: 'createdAt', title: t('vacancies.appliedOn'), value: (a) => formatDate(a.createdAt.slice(0, 10)) },
    { key: 'note', title: t('vacancies.note'), value: (a) => a.note ?? a.reason ?? '' },
    { key: 'status', title: t('vacancies.status'), render: (a) => <StatusBadge status={a.status} /> },
    {
      key: 'actions',
      title: t('vacancies.actions'),
      csv: false,
      render: (a) => (
        <Group gap="xs">
          {a.can.accept && (
            <RowAction
              label={t('vacancies.accept')}
              row={a.applicant.fullName}
              icon={IconCheck}
              {...callOnRecord(accept, a.id, t('vacancies.accepted'))}
              testId="application-accept"
            />
          )}
          <RejectApplication application={a} row={a.applicant.fullName} />
        </Group>
      ),
    },
  ];
  return (
    <ListSection
      empty={{ text: t('emptyList.vacancyApplications') }}
      title={t('vacancies.applications')}
      size="h4"
      {...applications}
      columns={columns}
      testId={{ table: 'application-list', row: 'application-row' }}
      rowProps={(a) => ({ 'data-status': a.status })}
    />
  );
}

export function VacanciesPage() {
  const { t } = useTranslation('cabinet');
  const vacancies = useRegister(api.structureVacancies.ownVacancyList, [], { limit: LIMIT });
  const close = api.structureVacancies.vacancyClose.useMutation();
  const columns: ListColumn<OwnVacancyItem>[] = [
    { key: 'type', title: t('vacancies.type'), value: (v) => t(`vacancies.types.${v.type}`) },
    { key: 'count', title: t('vacancies.count'), value: (v) => String(v.count) },
    { key: 'endDate', title: t('vacancies.endDate'), value: (v) => formatDate(v.endDate) },
    {
      key: 'pay',
      title: t('vacancies.pay'),
      value: (v) => (v.paid && v.amount !== null ? formatSum(v.amount) : t('vacancies.unpaid')),
    },
    {
      key: 'applications',
      title: t('vacancies.applications'),
      value: (v) => t('vacancies.applicationCounts', v.applications),
    },
    {
      key: 'state',
      title: t('vacancies.status'),
      value: (v) => (v.open ? t('vacancies.open') : t('vacancies.closed')),
    },
    {
      key: 'actions',
      title: t('vacancies.actions'),
      csv: false,
      render: (v) =>
        v.can.close && (
          <RowAction
            label={t('vacancies.close')}
            row={`${t(`vacancies.types.${v.type}`)} ${formatDate(v.endDate)}`}
            icon={IconX}
            danger
            {...callOnRecord(close, v.id, t('vacancies.closedDone'))}
            testId="vacancy-close"
          />
        ),
    },
  ];
  return (
    <Stack>
      <PageHeader title={t('vacancies.title')} />
      <Group>
        <LinkButton to="/lawyer-profile/announcement/create" icon={IconPlus} testId="vacancy-create">
          {t('vacancies.create')}
        </LinkButton>
        <Anchor component={Link} to="/announcement">
          {t('vacancies.publicList')}
        </Anchor>
      </Group>
      <DataList
        empty={{
          text: t('emptyList.vacancies'),
          link: {
            to: '/lawyer-profile/announcement/create',
            label: t('emptyList.newVacancy'),
            permission: 'vacancy.manageOwn',
          },
        }}
        {...vacancies}
        columns={columns}
        label={t('vacancies.title')}
        testId={{ table: 'own-vacancy-list', row: 'own-vacancy-row' }}
      />
      <Applications />
    </Stack>
  );
}

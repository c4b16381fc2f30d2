/**
 * /lawyer-profile/application/list: the person's applications to vacancy announcements (the
 * vacancy calls: an internship for a PASSED candidate, a lawyer's position), each with its structure, kind and
 * status, newest first; a row opens the announcement (application/announcement/{id}/{contragentId}/{type}).
 */
import { Anchor } from '@mantine/core';
import type { VacancyApplicationItem } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { column, type ListColumn, RegisterPage, useListUrl } from '../kit/list';
import { useStatusLabel } from '../kit/status-badge';

export function ApplicationList() {
  const { t } = useTranslation('candidates');
  const { t: tp } = useTranslation('public');
  const label = useStatusLabel();
  const list = useListUrl({ limit: 20 });
  const applications = api.structureVacancies.ownVacancyApplications.useQuery({ query: { ...list.query } });
  const columns: ListColumn<VacancyApplicationItem>[] = [
    {
      key: 'structure',
      title: t('screen.structure'),
      value: (a) => a.structure.name,
      render: (a) => (
        <Anchor
          component={Link}
          to={`/lawyer-profile/application/announcement/${a.vacancy.id}/${a.structure.id}/${a.applicationTypeId}`}
        >
          {a.structure.name}
        </Anchor>
      ),
    },
    { key: 'type', title: t('screen.kind'), value: (a) => tp(`vacancyType.${a.type}`) },
    { key: 'createdAt', title: t('screen.filedAt'), value: (a) => formatDate(a.createdAt.slice(0, 10)) },
    column.status({ title: t('screen.status'), status: (a) => a.status, label }),
  ];
  return (
    <RegisterPage
      empty={{
        text: t('emptyList.applications'),
        link: { to: '/announcement', label: t('emptyList.findVacancy'), permission: 'signedIn' },
      }}
      title={t('screen.applicationsTitle')}
      register="own-applications"
      query={applications}
      list={list}
      columns={columns}
      rowProps={(a) => ({ 'data-status': a.status })}
    />
  );
}

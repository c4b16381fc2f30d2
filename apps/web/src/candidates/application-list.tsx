/**
 * /lawyer-profile/application/list: the person's applications to vacancy announcements (the
 * vacancy calls: an internship for a PASSED candidate, a lawyer's position), each with its structure, kind and
 * status, newest first; a row opens the announcement (application/announcement/{id}/{contragentId}/{type}).
 */
import { Anchor } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { Link } from 'react-router';
import { api } from '../api/api';
import { column, defineRegister, Register } from '../kit/list';

export const OWN_APPLICATIONS = defineRegister({
  name: 'own-applications',
  texts: 'candidates:applications',
  keys: { title: 'screen.applicationsTitle' },
  namespaces: ['public'],
  call: api.structureVacancies.ownVacancyApplications,
  limit: 20,
  columns: ({ t, statusLabel }) => [
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
    { key: 'type', title: t('screen.kind'), value: (a) => t(`public:vacancyType.${a.type}`) },
    { key: 'createdAt', title: t('screen.filedAt'), value: (a) => formatDate(a.createdAt.slice(0, 10)) },
    column.status({ title: t('screen.status'), label: statusLabel }),
  ],
  empty: ({ t }) => ({
    text: t('emptyList.applications'),
    link: { to: '/announcement', label: t('emptyList.findVacancy'), permission: 'signedIn' },
  }),
  rowProps: (a) => ({ 'data-status': a.status }),
});

export function ApplicationList() {
  return <Register of={OWN_APPLICATIONS} />;
}

/** /lawyer-profile/my-applications: a citizen's own appeals for state-funded legal aid (application.own). */
import { Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOwnApplications } from '../api/appeals';
import { appealLinks } from './appeal-links';
import { APPEAL_PAGE_SIZE, AppealFilters, appealFiltersFrom, AppealList } from './appeal-list';
import { loadAppealMessages } from './load-messages';
import { useRegister } from '../kit/list';
import { PageHeader } from '../shell/page-header';
import { LinkButton } from '../kit/link-button';

export const loader = loadAppealMessages;

export function ApplicationsPage() {
  const { t } = useTranslation('appeals');
  // the applications' call takes the status only
  const applications = useRegister(
    useOwnApplications,
    (url) => ({ status: appealFiltersFrom(url.get).status }),
    {
      limit: APPEAL_PAGE_SIZE,
    },
  );
  return (
    <>
      <PageHeader title={t('list.applicationsTitle')} lead={t('list.applicationsLead')} />
      <Group mb="lg">
        <LinkButton to={appealLinks.createApplication} icon={IconPlus} testId="application-create">
          {t('mode.state-funded')}
        </LinkButton>
      </Group>
      <AppealFilters show={['status']} />
      <AppealList
        {...applications}
        label={t('list.applicationsTitle')}
        empty={{
          text: t('emptyList.applications'),
          link: {
            to: appealLinks.createApplication,
            label: t('mode.state-funded'),
            permission: 'application.own',
          },
        }}
      />
    </>
  );
}

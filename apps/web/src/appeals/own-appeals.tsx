/**
 * The author's own appeals (my-appeals, and the phone's /mobile/appeals): the buttons that start a new
 * one (pro bono help when the person may ask for it, state-funded legal aid), its filters and the list.
 */
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { APPEAL_MODES, type AppealMode } from '../api/appeals';
import { useRegister } from '../kit/list';
import { PageHeader } from '../shell/page-header';
import { useAppealLinks } from './appeal-links';
import { APPEAL_PAGE_SIZE, AppealFilters, appealFiltersFrom, AppealList } from './appeal-list';

export function OwnAppeals() {
  const { t } = useTranslation('appeals');
  const links = useAppealLinks();
  const appeals = useRegister(api.appeals.own, (url) => appealFiltersFrom(url.get), {
    limit: APPEAL_PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title={t('list.ownTitle')} lead={links.phone ? undefined : t('list.ownLead')} />
      <Group mb="lg" gap="sm">
        {(Object.keys(APPEAL_MODES) as AppealMode[]).map((mode) => (
          <Button
            key={mode}
            component={Link}
            to={links.create(mode)}
            variant={mode === 'pro-bono' ? 'filled' : 'light'}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            mih={44}
            fullWidth={links.phone}
            data-testid={`appeal-create-${mode}`}
          >
            {t(`mode.${mode}`)}
          </Button>
        ))}
      </Group>
      <AppealFilters show={['kind', 'status']} />
      <AppealList
        {...appeals}
        label={t('list.ownTitle')}
        empty={{
          text: t('list.ownEmpty'),
          action: (
            <Button component={Link} to={links.create('pro-bono')} data-testid="appeal-empty-create">
              {t('mode.pro-bono')}
            </Button>
          ),
        }}
      />
    </>
  );
}

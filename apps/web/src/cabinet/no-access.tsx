/** Shown instead of a cabinet page whose permission the user does not hold (no call is made to the API). */
import { Button, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../shell/page-header';

export function NoAccess() {
  const { t } = useTranslation('cabinet');
  return (
    <>
      <PageHeader title={t('noAccess.title')} />
      <EmptyState variant="light" data-testid="cabinet-no-access">
        <EmptyState.Indicator>
          <IconLock size={40} aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Description>{t('noAccess.text')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/lawyer-profile">
            {t('noAccess.back')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </>
  );
}

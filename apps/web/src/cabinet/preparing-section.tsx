/** A cabinet section whose screen is not built yet: its title and a clear notice (never a broken link). */
import { EmptyState } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../shell/page-header';

export function PreparingSection({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeader title={title} />
      <EmptyState variant="light" data-testid="section-in-preparation">
        <EmptyState.Indicator>
          <IconTools size={40} aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{t('preparing.title')}</EmptyState.Title>
        <EmptyState.Description>{t('preparing.text')}</EmptyState.Description>
      </EmptyState>
    </>
  );
}

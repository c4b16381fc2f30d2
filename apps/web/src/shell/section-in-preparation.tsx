/** The empty state of a public section whose screen is still being built: its title and a clear notice. */
import { Container, EmptyState } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

export function SectionInPreparation({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <Container size="xl" py="xl">
      <PageHeader title={title} />
      <EmptyState variant="light" data-testid="section-in-preparation">
        <EmptyState.Indicator>
          <IconTools size={40} aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{t('preparing.title')}</EmptyState.Title>
        <EmptyState.Description>{t('preparing.text')}</EmptyState.Description>
      </EmptyState>
    </Container>
  );
}

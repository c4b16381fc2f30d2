/** An address whose id cannot exist (not a number, an unknown kind): said at once, without a call. */
import { EmptyState } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../shell/page-header';

export function NotFoundItem() {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState variant="light" data-testid="item-not-found">
        <EmptyState.Indicator>
          <IconFileUnknown size={36} aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Description>{t('notFound.text')}</EmptyState.Description>
      </EmptyState>
    </>
  );
}

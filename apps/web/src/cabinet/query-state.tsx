/** The loading, error and empty states every cabinet list and card shows (ARCHITECTURE.md "Look and feel"). */
import { Alert, Button, EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../public/list-states';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export function QueryState({
  query,
  empty,
  children,
}: {
  query: QueryLike;
  /** When true (and loaded), the empty state shows instead of the children. */
  empty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return <ListSkeleton rows={3} height={24} testId="query-loading" />;
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('list.error')} data-testid="query-error">
        <Button mt="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  if (empty) {
    return (
      <EmptyState variant="light" data-testid="query-empty">
        <EmptyState.Indicator>
          <IconInbox size={36} aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Description>{t('list.empty')}</EmptyState.Description>
      </EmptyState>
    );
  }
  return <>{children}</>;
}

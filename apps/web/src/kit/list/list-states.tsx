/** The loading, empty and error states of every list (and of a card that loads). */
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, useErrorColor } from '../ui';

/**
 * A list's first answer, rendered as a background (transition) render: the cards render in slices the
 * browser can interrupt instead of one long task when the page's data arrive, and the skeleton stays
 * until they are ready, so the page never shows an empty list in between. Later answers (another page,
 * a filter) replace the list at once.
 */
export function useDeferredAnswer<T>(answer: T | undefined, isError: boolean) {
  const deferred = useDeferredValue(answer);
  const data = deferred === undefined ? undefined : answer;
  return { data, isLoading: data === undefined && !isError };
}

/**
 * The one loading placeholder of every list and card: a status region (a role, so its name is allowed:
 * a bare element with aria-label is axe's aria-prohibited-attr) that screen readers read as "loading",
 * busy until the content replaces it; the grey bars are decoration.
 */
export function ListSkeleton({
  rows = 6,
  height = 72,
  testId = 'list-loading',
}: {
  rows?: number;
  height?: number;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('list.loading')} data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" aria-hidden="true" />
      ))}
    </Stack>
  );
}

export function ListEmpty() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py="xl" gap="xs" data-testid="list-empty">
      <IconSearch size={36} aria-hidden="true" />
      <Text size="lg">{t('list.empty')}</Text>
    </Stack>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const errorColor = useErrorColor();
  return (
    <ErrorAlert
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('list.error')}
      data-testid="list-error"
    >
      <Button variant="outline" color={errorColor} mt="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </ErrorAlert>
  );
}

/** What the states read of a TanStack Query result. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The same states around one record or a small list that is not a DataList (a card, a form's lookup):
 * the placeholder while pending, the error with "try again", the empty state when `empty`.
 */
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
  if (query.isPending) return <ListSkeleton rows={3} height={24} />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (empty) return <ListEmpty />;
  return <>{children}</>;
}

/** The loading, empty and error states every public list shows. */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorColor } from './status-badge';

export function ListSkeleton({ rows = 6, height = 72 }: { rows?: number; height?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
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
    <Alert
      color={errorColor}
      variant="outline"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('list.error')}
      data-testid="list-error"
    >
      <Button variant="outline" color={errorColor} mt="sm" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

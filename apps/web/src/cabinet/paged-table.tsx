/** Paging under a cabinet list: the page links and "shown from–to of total" (page counts from 0 in the API). */
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PagingBar({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return null;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="paging-shown">
        {t('paging.shown', { from: page * limit + 1, to: Math.min(total, (page + 1) * limit), total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(p) => onPage(p - 1)}
          getControlProps={(control) => ({
            'aria-label': t(`paging.${control}`),
          })}
          getItemProps={(p) => ({ 'aria-label': t('paging.page', { page: p, pages }) })}
        />
      )}
    </Group>
  );
}

/**
 * The one pager of every list: "shown 25–48 of 3,000" and the page buttons, named in the interface
 * language. `page` counts from 1, as the URL does. The API counts a big list only a few pages past the
 * page asked for (`listCountedUpTo`): a total of one more than that reads "of more than N" and the pages
 * go up to N (the next pages count further); a list counted exactly shows its total.
 */
import { Group, Pagination, Text } from '@mantine/core';
import { listCountedUpTo } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export function ListPager({
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
  // A capped count answers one more than it counted ("more"); a list counted exactly answers its total.
  const upTo = listCountedUpTo(page - 1, limit);
  const more = total === upTo + 1;
  const counted = more ? upTo : total;
  const pages = Math.max(1, Math.ceil(counted / limit));
  if (total === 0) return null;
  const from = Math.min(counted, (page - 1) * limit + 1);
  const to = Math.min(counted, page * limit);
  return (
    <Group justify="space-between" mt="lg" wrap="wrap" gap="sm">
      <Text c="dimmed" data-testid="list-shown">
        {t(more ? 'paging.shownMore' : 'paging.shown', { from, to, total: counted })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(value) => onPage(value)}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': t(`paging.${control}`),
            'data-testid': `pager-${control}`,
          })}
          getItemProps={(n) => ({ 'aria-label': t('paging.page', { page: n, pages }) })}
          aria-label={t('paging.label')}
        />
      )}
    </Group>
  );
}

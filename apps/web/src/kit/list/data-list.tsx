/**
 * The one list screen: a query's answer (`{ list, total }`) shown as a table (or as cards: public tiles,
 * the phone layout), with the loading skeleton, the error with "try again", the empty state, the CSV
 * download of a register and the pager, page and sort in the URL (useListUrl). It takes the query's
 * result and never fetches: how the data arrive is the screen's business (api/*.ts hooks).
 *
 *   const list = useListUrl({ limit: 20 });
 *   const users = useUserList({ ...filters, ...list.query });
 *   <DataList query={users} list={list} columns={columns} label={t('users.title')} csv="users" />
 */
import { Box, Button, Group, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../api/call';
import { type ListColumn, toCsv } from './columns';
import { ListPager } from './list-pager';
import { ListEmpty, ListError, ListSkeleton, useDeferredAnswer } from './list-states';
import { ListTable, type ListTableProps, rowAttributesOf, tableTestId } from './list-table';
import type { ListUrl } from './list-url';

/** What the kit reads of a TanStack Query result. */
export interface ListQueryResult<D> {
  data?: D;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface ListPage<T> {
  list: T[];
  total: number;
}

export interface ListCards<T> {
  render: (row: T) => ReactNode;
  cols?: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
  /**
   * The cards' list test id. Unless said: the list's own (`testId`) when the list is only cards; none when it
   * also has a table (its columns), so the table's test id never names the cards of the phone layout.
   */
  testId?: string;
}

/** A row of a list answer. */
export type ListRow<D extends ListPage<unknown>> = D['list'][number];

export interface DataListProps<D extends ListPage<unknown>, T = ListRow<D>> extends Omit<
  ListTableProps<T>,
  'records' | 'columns' | 'sort' | 'onSort'
> {
  /** The table's columns (and the CSV's); a list shown only as cards has none. */
  columns?: readonly ListColumn<T>[];
  query: ListQueryResult<D>;
  /** Page and sort in the URL; without it the list is one page (no pager, sorting on the screen). */
  list?: ListUrl;
  /** Cards instead of a table: each card a list item. */
  cards?: ListCards<T>;
  /**
   * `cards` shows the cards always (tiles); `table` by default, whose rows become the cards (or the kit's
   * labelled ones) where the table does not fit (ListTable).
   */
  layout?: 'table' | 'cards';
  /** A register: a "CSV" button saves the rows shown as `<csv>.csv`, the columns as the table's. */
  csv?: string;
  /** Above the rows, when there are rows (a map of them). */
  header?: (data: D) => ReactNode;
  /**
   * The loading placeholder: `rows` bars of `height` px, or, for a list of cards, `rows` copies of `card`
   * (a card of the real one's height) in the cards' grid.
   */
  skeleton?: { rows?: number; height?: number; card?: ReactNode };
}

export function downloadCsv<T>(rows: readonly T[], columns: readonly ListColumn<T>[], fileName: string) {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Cyrillic, Oʻ).
  saveBlob(new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

export function DataList<D extends ListPage<unknown>>({
  query,
  list,
  cards,
  layout = 'table',
  csv,
  header,
  skeleton,
  columns = [],
  ...table
}: DataListProps<D>) {
  const { t } = useTranslation('common');
  const { data, isLoading } = useDeferredAnswer(query.data, query.isError);
  if (isLoading)
    return (
      <ListSkeleton
        rows={skeleton?.rows ?? 3}
        height={skeleton?.height ?? 40}
        cards={
          skeleton?.card && layout === 'cards' && cards
            ? { placeholder: skeleton.card, cols: cards.cols, spacing: cards.spacing }
            : undefined
        }
      />
    );
  if (query.isError || !data) return <ListError onRetry={() => void query.refetch()} />;
  const rows: ListRow<D>[] = data.list;
  // Sorting on the screen is honest only when the whole list is on it.
  const sortable = rows.length >= data.total;

  return (
    <Box aria-busy={query.isFetching ? true : undefined}>
      {rows.length > 0 && header?.(data)}
      {rows.length > 0 && csv && (
        <Group justify="flex-end" mb="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => downloadCsv(rows, columns, csv)}
            data-testid="list-csv"
          >
            {t('list.csv')}
          </Button>
        </Group>
      )}
      {rows.length === 0 ? (
        <ListEmpty first={table.empty} />
      ) : layout === 'cards' && cards ? (
        <SimpleGrid
          cols={cards.cols ?? 1}
          spacing={cards.spacing ?? 'sm'}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={table.label}
          data-testid={cards.testId ?? (columns.length === 0 ? tableTestId(table.testId) : undefined)}
        >
          {rows.map((row, index) => (
            <Box component="li" key={rowKeyOf(row, table.rowKey, index)} {...rowAttributesOf(table, row)}>
              {cards.render(row)}
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <ListTable
          {...table}
          card={table.card ?? cards?.render}
          columns={columns}
          records={rows}
          sortable={sortable && table.sortable !== false}
          {...(list && { sort: list.sort, onSort: list.setSort })}
        />
      )}
      {list && <ListPager page={list.page} limit={list.limit} total={data.total} onPage={list.setPage} />}
    </Box>
  );
}

function rowKeyOf<T>(row: T, rowKey: ListTableProps<T>['rowKey'], index: number) {
  if (typeof rowKey === 'function') return rowKey(row);
  const value = (row as Record<string, unknown>)[rowKey ?? 'id'];
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

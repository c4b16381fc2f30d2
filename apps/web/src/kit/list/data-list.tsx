/**
 * The one list screen: a query's answer (`{ list, total }`, or a whole short list `{ list }`) shown as a table (or as cards: public tiles,
 * the phone layout), with the loading skeleton, the error with "try again", the empty state, the CSV
 * download of a register and the pager, page and sort in the URL (useListUrl). It takes the query's
 * result and never fetches: how the data arrive is the screen's business (api/*.ts hooks).
 *
 *   const list = useListUrl({ limit: 20 });
 *   const users = useUserList({ ...filters, ...list.query });
 *   <DataList query={users} list={list} columns={columns} label={t('users.title')} csv="users" />
 */
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../api/call-fetch';
import { type ListColumn, toCsv } from './columns';
import {
  CardGrid,
  type ListCards,
  ListAnswer,
  type ListPage,
  type ListQueryResult,
  type ListRow,
  type ListSkeletonSpec,
} from './card-list';
import { ListEmpty } from './list-states';
import { ListTable, type ListTableProps } from './list-table';
import type { ListUrl } from './list-url';

export type { ListCards, ListPage, ListQueryResult, ListRow };

export interface DataListProps<D extends ListPage<unknown>, T = ListRow<D>> extends Omit<
  ListTableProps<T>,
  'records' | 'columns' | 'sort' | 'onSort' | 'label'
> {
  /** The list's accessible name (its table's, its cards'). */
  label: string;
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
  skeleton?: ListSkeletonSpec;
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
  return (
    <ListAnswer
      query={query}
      list={list}
      header={header}
      skeleton={skeleton}
      cards={layout === 'cards' ? cards : undefined}
    >
      {(data) => {
        const rows: ListRow<D>[] = data.list;
        // Sorting on the screen is honest only when the whole list is on it.
        const sortable = rows.length >= (data.total ?? rows.length);
        return (
          <>
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
              <CardGrid {...table} rows={rows} cards={cards} tableNamed={columns.length > 0} />
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
          </>
        );
      }}
    </ListAnswer>
  );
}

/**
 * A list shown only as cards (public tiles: news, lawyers, vacancies): the list kit's loading, error and
 * empty states, the cards and the pager, without the table (mantine-datatable, its menus and checkboxes),
 * so a page of cards loads none of it. DataList is the same list with a table; both frame their rows
 * with ListAnswer.
 */
import { Box } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { type CardColumns, type CardSpacing, cardsGrid } from './cards-grid';
import { ListPager } from './list-pager';
import { type EmptyState, ListEmpty, ListError, ListSkeleton, useDeferredAnswer } from './list-states';
import type { ListUrl } from './list-url';
import { type ListTestIds, rowAttributesOf, rowKeyOf, tableTestId } from './row-attributes';

/** What the kit reads of a TanStack Query result. */
export interface ListQueryResult<D> {
  data?: D;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface ListPage<T> {
  list: T[];
  /** How many the whole list holds; none: the answer is the whole list (a short one, never paged). */
  total?: number;
}

/** A row of a list answer. */
export type ListRow<D extends ListPage<unknown>> = D['list'][number];

export interface ListCards<T> {
  /** A row's card; `index` is its place in the page (the first cards are on screen when it opens). */
  render: (row: T, index: number) => ReactNode;
  cols?: CardColumns;
  spacing?: CardSpacing;
  /**
   * The cards' list test id. Unless said: the list's own (`testId`) when the list is only cards; none when it
   * also has a table (its columns), so the table's test id never names the cards of the phone layout.
   */
  testId?: string;
}

/**
 * The loading placeholder: `rows` bars of `height` px, or, for a list of cards, `rows` copies of `card`
 * (a card of the real one's height) in the cards' grid.
 */
export interface ListSkeletonSpec {
  rows?: number;
  height?: number;
  card?: ReactNode;
}

/** What a list of rows is told about them, as cards or as a table. */
export interface ListRowsProps<T> {
  /** The list's accessible name. */
  label: string;
  /** The list's test id, or the list's and each row's: `{ table: 'news-list', row: 'news-item' }`. */
  testId?: string | ListTestIds;
  /** The row's unique key: a property name or a function (default `id`). */
  rowKey?: string | ((row: T) => Key);
  /** Attributes of a row (`data-testid`, `data-status`…). */
  rowProps?: (row: T) => Record<string, unknown>;
  /**
   * What the list says when it has no rows before any search (ListEmpty): what it is for, from its
   * reader's side, and the action that fills it.
   */
  empty: EmptyState;
}

export interface ListAnswerProps<D extends ListPage<unknown>> {
  query: ListQueryResult<D>;
  /** Page and sort in the URL; without it the list is one page (no pager). */
  list?: ListUrl;
  /** Above the rows, when there are rows (a map of them). */
  header?: (data: D) => ReactNode;
  skeleton?: ListSkeletonSpec;
  /** The cards' grid, where the skeleton is a grid of placeholder cards. */
  cards?: Pick<ListCards<unknown>, 'cols' | 'spacing'>;
  /** The rows, once the answer is there. */
  children: (data: D) => ReactNode;
}

/** A list's answer framed: the skeleton until it arrives, the error with "try again", the header and the pager. */
export function ListAnswer<D extends ListPage<unknown>>({
  query,
  list,
  header,
  skeleton,
  cards,
  children,
}: ListAnswerProps<D>) {
  const { data, isLoading } = useDeferredAnswer(query.data, query.isError);
  if (isLoading)
    return (
      <ListSkeleton
        rows={skeleton?.rows ?? 3}
        height={skeleton?.height ?? 40}
        cards={skeleton?.card && cards ? { placeholder: skeleton.card, ...cards } : undefined}
      />
    );
  if (query.isError || !data) return <ListError onRetry={() => void query.refetch()} />;
  return (
    <Box aria-busy={query.isFetching ? true : undefined}>
      {data.list.length > 0 && header?.(data)}
      {children(data)}
      {list && (
        <ListPager
          page={list.page}
          limit={list.limit}
          total={data.total ?? data.list.length}
          onPage={list.setPage}
        />
      )}
    </Box>
  );
}

/**
 * The rows as a grid of cards, each a list item. The grid's test id is `cards.testId`, else the list's own
 * (`testId`) unless `tableNamed` says the list's test id names its table.
 */
export function CardGrid<T>({
  rows,
  cards,
  label,
  testId,
  rowKey,
  rowProps,
  tableNamed = false,
}: Omit<ListRowsProps<T>, 'empty'> & { rows: readonly T[]; cards: ListCards<T>; tableNamed?: boolean }) {
  return (
    <ul
      {...cardsGrid(cards.cols, cards.spacing)}
      aria-label={label}
      data-testid={cards.testId ?? (tableNamed ? undefined : tableTestId(testId))}
    >
      {rows.map((row, index) => (
        <li key={rowKeyOf(row, rowKey, index)} {...rowAttributesOf({ testId, rowProps }, row)}>
          {cards.render(row, index)}
        </li>
      ))}
    </ul>
  );
}

export interface CardListProps<D extends ListPage<unknown>, T = ListRow<D>>
  extends ListRowsProps<T>, Omit<ListAnswerProps<D>, 'cards' | 'children'> {
  cards: ListCards<T>;
}

/** A list of cards: `<CardList query={news} list={list} cards={{ render, cols }} label=… empty=… />`. */
export function CardList<D extends ListPage<unknown>>({
  query,
  list,
  header,
  skeleton,
  cards,
  ...rows
}: CardListProps<D>) {
  return (
    <ListAnswer query={query} list={list} header={header} skeleton={skeleton} cards={cards}>
      {(data) =>
        data.list.length === 0 ? (
          <ListEmpty first={rows.empty} />
        ) : (
          <CardGrid {...rows} rows={data.list} cards={cards} />
        )
      }
    </ListAnswer>
  );
}

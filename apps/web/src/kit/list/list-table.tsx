/**
 * The table of every list, on mantine-datatable: headers that sort (a real button named in the interface
 * language, `aria-sort` on the header cell), rows that open by keyboard (Tab to the row, Enter or Space),
 * selection with named checkboxes. The table fits the width it is given: when it is wider, columns are
 * dropped by priority (`ListColumn.priority`, dropOrder) until it fits; narrower than CARDS_BELOW pixels, or
 * when even the columns that always stay do not fit, each row is a card (the list's own `card`, else every
 * column as a label and its value). Nothing scrolls sideways, on a 1280-pixel desktop or on a phone.
 */
import 'mantine-datatable/styles.layer.css';
import { Box, Checkbox, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import {
  type KeyboardEvent,
  type Key,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cellValue, dropOrder, type ListColumn, sortRows } from './columns';
import type { ListSort } from './list-url';
import { type EmptyState, ListEmpty } from './list-states';
import { type ListTestIds, rowAttributesOf, rowKeyOf, tableTestId } from './row-attributes';
import { SectionHeading } from '../titled-section';
import plain from '../plain-card.module.css';
import classes from './row-cards.module.css';
import { cardsGrid } from './cards-grid';

export interface ListSelection<T> {
  selected: T[];
  onChange: (rows: T[]) => void;
  /** The row's name in its checkbox's label ("Select: <name>"). */
  rowLabel: (row: T) => string;
  selectable?: (row: T) => boolean;
}

export interface ListTableProps<T> {
  records: readonly T[];
  columns: readonly ListColumn<T>[];
  /**
   * The table's accessible name (also its scroll region's); a list in a titled section (TitledSection,
   * TitledCard) without one is named by the section's heading.
   */
  label?: string;
  /** The table's test id, or the table's and each row's: `{ table: 'marks-list', row: 'mark-row' }`. */
  testId?: string | ListTestIds;
  /** The row's unique key: a property name or a function (default `id`). */
  rowKey?: string | ((row: T) => Key);
  /** Attributes of a row (`data-testid`, `data-status`…). */
  rowProps?: (row: T) => Record<string, unknown>;
  /** Opening a row: a click on it, or Enter/Space when it has the focus. */
  onRowOpen?: (row: T) => void;
  /** The sort shown (from the URL); without `onSort` the table keeps its own. */
  sort?: ListSort;
  onSort?: (sort: ListSort | undefined) => void;
  /** false: the headers do not sort (a paged list whose other pages are not on the screen). */
  sortable?: boolean;
  selection?: ListSelection<T>;
  /**
   * What the list says when it has no rows before any search (ListEmpty): what it is for, from its
   * reader's side, and the action that fills it. Required: an empty list never just says "nothing".
   */
  empty: EmptyState;
  /** The row as a card, where the table does not fit (the phone); by default every column labelled. */
  card?: (row: T, index: number) => ReactNode;
}

/** Below this width (in pixels, the list's own) every row is a card. */
export const CARDS_BELOW = 576;

/** The next sort on a header press: ascending, descending, then back to the list's own order. */
function nextSort(current: ListSort | undefined, key: string): ListSort | undefined {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : undefined;
}

function SortHeader({
  title,
  state,
  onPress,
}: {
  title: string;
  state: 'asc' | 'desc' | undefined;
  onPress: () => void;
}) {
  const { t } = useTranslation('common');
  const Icon = state === 'asc' ? IconArrowUp : state === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onPress}
      fw={700}
      ref={(button) => {
        // The header cell tells assistive technology how the column is sorted.
        const cell = button?.closest('th');
        if (!cell) return;
        if (state) cell.setAttribute('aria-sort', state === 'asc' ? 'ascending' : 'descending');
        else cell.removeAttribute('aria-sort');
      }}
      data-testid="list-sort"
    >
      <Group gap={4} wrap="nowrap" component="span">
        <span>{title}</span>
        <Icon size={16} aria-hidden="true" />
      </Group>
      <VisuallyHidden>
        {state === 'asc'
          ? t('list.sortedAscending')
          : state === 'desc'
            ? t('list.sortedDescending')
            : t('list.notSorted')}
      </VisuallyHidden>
    </UnstyledButton>
  );
}

/** A click or key on a link, button or field inside the row is theirs, not the row's. */
const fromControl = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element &&
  event.target !== event.currentTarget &&
  event.target.closest('a, button, input, select, textarea, [role="button"], [role="checkbox"]') !== null;

/**
 * How many columns of the drop order are left out so that the table fits the box (measured before the
 * browser paints, so a too-wide table is never seen), and whether the rows are cards instead. Until the
 * box is first measured, a window narrower than CARDS_BELOW already says cards (the box is no wider than
 * the window): a phone never builds and paints the whole table only to replace it with cards a frame
 * later.
 */
function useFit(columnKeys: string, droppable: number, records: readonly unknown[]) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const box = useRef<HTMLDivElement | null>(null);
  const key = `${Math.round(width)}|${columnKeys}|${records.length}`;
  const [fit, setFit] = useState({ key: '', dropped: 0 });
  const dropped = fit.key === key ? fit.dropped : 0;
  // An unmeasured box (width 0: before the first layout, or no layout engine) shows the whole table,
  // or the cards in a narrow window.
  const cards =
    width > 0
      ? width < CARDS_BELOW || dropped > droppable
      : typeof window !== 'undefined' && window.innerWidth < CARDS_BELOW;
  useLayoutEffect(() => {
    const table = box.current?.querySelector('table');
    if (!box.current || width === 0 || cards || !table) return;
    const tooWide = table.getBoundingClientRect().width > box.current.clientWidth + 1;
    if (tooWide) setFit({ key, dropped: dropped + 1 });
    // Other rows (another page) may be wider: measured again, and narrowed further if need be.
  }, [width, cards, key, dropped, records]);
  const setBox = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      ref(element);
    },
    [ref],
  );
  return { setBox, dropped, cards };
}

/** The list's accessible name: its label, else the heading of the titled section around it. */
type ListName = { 'aria-label': string } | { 'aria-labelledby': string | undefined };

export function ListTable<T>(props: ListTableProps<T>) {
  const { records, columns, sort: urlSort, onSort, sortable = true } = props;
  const heading = useContext(SectionHeading);
  const named: ListName = useMemo(
    () => (props.label ? { 'aria-label': props.label } : { 'aria-labelledby': heading }),
    [props.label, heading],
  );
  const [ownSort, setOwnSort] = useState<ListSort>();
  const sort = onSort ? urlSort : ownSort;
  const setSort = onSort ?? setOwnSort;
  const order = dropOrder(columns);
  const { setBox, dropped, cards } = useFit(
    columns.map((c) => `${c.key}:${c.title}`).join(),
    order.length,
    records,
  );
  const rows = useMemo(
    () => (sortable ? sortRows(records, columns, sort) : [...records]),
    [records, columns, sortable, sort],
  );
  // Measuring the box re-renders the table; the cards are the same at every width, so not redrawn.
  const rowCards = useMemo(
    () => cards && <RowCards {...props} rows={rows} named={named} />,
    [cards, props, rows, named],
  );
  if (records.length === 0) return <ListEmpty first={props.empty} />;
  const left = new Set(order.slice(0, dropped).map((c) => c.key));
  return (
    <Box ref={setBox} data-list-fit={cards ? 'cards' : dropped > 0 ? 'narrowed' : 'table'}>
      {cards ? (
        rowCards
      ) : (
        <Table
          {...props}
          named={named}
          rows={rows}
          columns={columns.filter((c) => !left.has(c.key))}
          sort={sort}
          setSort={setSort}
        />
      )}
    </Box>
  );
}

/** The attributes that open a row (a table row or a card) by keyboard. */
function openAttributes<T>(row: T, onRowOpen: ((row: T) => void) | undefined) {
  return (
    onRowOpen && {
      tabIndex: 0,
      onKeyDown: (event: KeyboardEvent) => {
        if ((event.key === 'Enter' || event.key === ' ') && !fromControl(event)) {
          event.preventDefault();
          onRowOpen(row);
        }
      },
    }
  );
}

/** The rows as cards: the list's own card, else the first column as the title and the others labelled. */
function RowCards<T>({
  rows,
  columns,
  testId,
  rowKey,
  rowProps,
  onRowOpen,
  selection,
  card,
  named,
}: ListTableProps<T> & { rows: T[]; named: ListName }) {
  const { t } = useTranslation('common');
  const value = (column: ListColumn<T>, row: T) =>
    column.render?.(row) ?? String(cellValue(column, row) ?? '—');
  const [first, ...rest] = columns;
  return (
    <ul {...cardsGrid(1, 'sm')} {...named} data-testid={tableTestId(testId)}>
      {rows.map((row, index) => (
        <li
          key={rowKeyOf(row, rowKey, index)}
          {...rowAttributesOf({ testId, rowProps }, row)}
          {...openAttributes(row, onRowOpen)}
          onClick={
            onRowOpen
              ? (event: MouseEvent) => {
                  if (!fromControl(event)) onRowOpen(row);
                }
              : undefined
          }
          style={onRowOpen ? { cursor: 'pointer' } : undefined}
        >
          {card ? (
            card(row, index)
          ) : (
            <div className={`${plain.card} ${classes.card}`}>
              <div className={classes.head}>
                {first && <p className={classes.title}>{value(first, row)}</p>}
                {selection && (
                  <Checkbox
                    aria-label={t('list.selectRow', { row: selection.rowLabel(row) })}
                    checked={selection.selected.includes(row)}
                    disabled={selection.selectable ? !selection.selectable(row) : false}
                    onChange={(event) =>
                      selection.onChange(
                        event.currentTarget.checked
                          ? [...selection.selected, row]
                          : selection.selected.filter((r) => r !== row),
                      )
                    }
                  />
                )}
              </div>
              <dl className={classes.fields}>
                {rest.map((column) => (
                  <div key={column.key} className={classes.field}>
                    {column.title && <dt>{column.title}:</dt>}
                    <dd>{value(column, row)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function Table<T>({
  rows,
  columns,
  named,
  testId,
  rowKey = 'id',
  rowProps,
  onRowOpen,
  sortable = true,
  selection,
  sort,
  setSort,
}: ListTableProps<T> & {
  rows: T[];
  named: ListName;
  sort: ListSort | undefined;
  setSort: (sort: ListSort | undefined) => void;
}) {
  const { t } = useTranslation('common');

  const tableColumns: DataTableColumn<T>[] = columns.map((column) => ({
    accessor: column.key,
    title:
      sortable && column.sortable ? (
        <SortHeader
          title={column.title}
          state={sort?.key === column.key ? sort.direction : undefined}
          onPress={() => setSort(nextSort(sort, column.key))}
        />
      ) : (
        column.title
      ),
    render: (row: T) => column.render?.(row) ?? String(cellValue(column, row) ?? '—'),
    width: column.width,
    noWrap: column.noWrap,
    textAlign: column.align,
  }));

  const rowAttributes = (row: T) => ({
    ...rowAttributesOf({ testId, rowProps }, row),
    ...openAttributes(row, onRowOpen),
  });

  const selectionProps = selection && {
    selectedRecords: selection.selected,
    onSelectedRecordsChange: selection.onChange,
    isRecordSelectable: selection.selectable ? (row: T) => selection.selectable!(row) : undefined,
    allRecordsSelectionCheckboxProps: { 'aria-label': t('list.selectAll') },
    getRecordSelectionCheckboxProps: (row: T) => ({
      'aria-label': t('list.selectRow', { row: selection.rowLabel(row) }),
    }),
  };

  return (
    <DataTable<T>
      records={rows}
      columns={tableColumns}
      idAccessor={rowKey as never}
      striped
      highlightOnHover
      verticalSpacing="sm"
      {...named}
      data-testid={tableTestId(testId)}
      customRowAttributes={rowAttributes}
      onRowClick={
        onRowOpen
          ? ({ record, event }) => {
              if (!fromControl(event)) onRowOpen(record);
            }
          : undefined
      }
      scrollAreaProps={{
        type: 'auto',
        viewportProps: { tabIndex: 0, role: 'region', ...named },
      }}
      {...selectionProps}
    />
  );
}

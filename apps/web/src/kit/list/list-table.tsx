/**
 * The table of every list, on mantine-datatable: headers that sort (a real button named in the interface
 * language, `aria-sort` on the header cell), rows that open by keyboard (Tab to the row, Enter or Space),
 * selection with named checkboxes, and a scroll region of its own, so a wide table scrolls inside the
 * screen (by keyboard too) instead of widening the page on a phone.
 */
import 'mantine-datatable/styles.layer.css';
import { Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type KeyboardEvent, type Key, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cellValue, type ListColumn, sortRows } from './columns';
import type { ListSort } from './list-url';
import { ListEmpty } from './list-states';

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
  /** The table's accessible name (also its scroll region's). */
  label: string;
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
}

export interface ListTestIds {
  table: string;
  row: string;
}

/** A row's attributes: `rowProps`, and the row test id that `testId` names. */
export function rowAttributesOf<T>(
  { testId, rowProps }: Pick<ListTableProps<T>, 'testId' | 'rowProps'>,
  row: T,
) {
  return { ...(typeof testId === 'object' && { 'data-testid': testId.row }), ...rowProps?.(row) };
}

/** The table's own test id. */
export const tableTestId = (testId: ListTableProps<unknown>['testId']) =>
  typeof testId === 'object' ? testId.table : testId;

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

export function ListTable<T>({
  records,
  columns,
  label,
  testId,
  rowKey = 'id',
  rowProps,
  onRowOpen,
  sort: urlSort,
  onSort,
  sortable = true,
  selection,
}: ListTableProps<T>) {
  const { t } = useTranslation('common');
  const [ownSort, setOwnSort] = useState<ListSort>();
  const sort = onSort ? urlSort : ownSort;
  const setSort = onSort ?? setOwnSort;
  if (records.length === 0) return <ListEmpty />;
  const rows = sortable ? sortRows(records, columns, sort) : [...records];

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
    ...(onRowOpen && {
      tabIndex: 0,
      onKeyDown: (event: KeyboardEvent) => {
        if ((event.key === 'Enter' || event.key === ' ') && !fromControl(event)) {
          event.preventDefault();
          onRowOpen(row);
        }
      },
    }),
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
      aria-label={label}
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
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label },
      }}
      {...selectionProps}
    />
  );
}

/**
 * A list's columns: what a cell shows (`render`), its plain value (`value`: sorting, CSV, and the cell
 * when there is no `render`), whether it sorts and whether it goes into the CSV. Pure functions here:
 * sorting the rows and writing the CSV text.
 */
import { searchKey } from '@portal/domain';
import type { ReactNode } from 'react';
import type { ListSort } from './list-url';

export type CellValue = string | number | boolean | null | undefined;

export interface ListColumn<T> {
  /** Unique within the list: the sort key in the URL and the table's column id. */
  key: string;
  /** The header (and the CSV header). */
  title: string;
  /** The cell; the plain value when absent. */
  render?: (row: T) => ReactNode;
  /** The plain value: `row[key]` when absent. */
  value?: (row: T) => CellValue;
  sortable?: boolean;
  /** false: left out of the CSV (row actions); a function: the CSV value when it differs from `value`. */
  csv?: false | ((row: T) => CellValue);
  width?: number | string;
  noWrap?: boolean;
  /**
   * How much the column matters when the table does not fit its width: 1 always stays (by default the
   * first column, which names the row, and the row's actions); columns are dropped from the highest number
   * (default 2), the rightmost first among equals, until the table fits; a row shown as a card shows all.
   */
  priority?: number;
  align?: 'left' | 'center' | 'right';
}

export function cellValue<T>(column: ListColumn<T>, row: T): CellValue {
  if (column.value) return column.value(row);
  const raw = (row as Record<string, unknown>)[column.key];
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : undefined;
}

/**
 * The rows in the order of `sort` (stable; empty values last in both directions). Texts compare by the
 * search key (packages/domain `searchKey`), as the API sorts names: quotation marks and apostrophes do
 * not count, so “Aminov” sorts among the A's.
 */
export function sortRows<T>(rows: readonly T[], columns: readonly ListColumn<T>[], sort?: ListSort): T[] {
  const column = sort && columns.find((c) => c.key === sort.key && c.sortable);
  if (!sort || !column) return [...rows];
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: cellValue(column, row) }))
    .sort((a, b) => {
      const empty = (v: CellValue) => v === null || v === undefined || v === '';
      if (empty(a.value) || empty(b.value)) {
        return empty(a.value) === empty(b.value) ? a.index - b.index : empty(a.value) ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(searchKey(String(a.value)), searchKey(String(b.value)));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/**
 * The columns in the order they are dropped when the table does not fit: the highest priority number
 * first, the rightmost first among equals; the columns that always stay (priority 1) are not listed.
 */
export function dropOrder<T>(columns: readonly ListColumn<T>[]): ListColumn<T>[] {
  const priorityOf = (column: ListColumn<T>, index: number) =>
    column.priority ?? (index === 0 || column.csv === false ? 1 : 2);
  return columns
    .map((column, index) => ({ column, index, priority: priorityOf(column, index) }))
    .filter((entry) => entry.priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map((entry) => entry.column);
}

/** One CSV field (RFC 4180); a text a spreadsheet would run as a formula starts with an apostrophe. */
function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of the rows: a header line of the titles, then a line per row (CRLF line ends). */
export function toCsv<T>(rows: readonly T[], columns: readonly ListColumn<T>[]): string {
  const kept = columns.filter((c) => c.csv !== false);
  const line = (values: CellValue[]) => values.map(csvField).join(',');
  return [
    line(kept.map((c) => c.title)),
    ...rows.map((row) =>
      line(kept.map((c) => (typeof c.csv === 'function' ? c.csv(row) : cellValue(c, row)))),
    ),
  ].join('\r\n');
}

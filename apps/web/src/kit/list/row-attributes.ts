/** The test ids and attributes of a list's rows, the same in its table and in its cards. */
import type { Key } from 'react';

export interface ListTestIds {
  table: string;
  row: string;
}

/** A row's attributes: `rowProps`, and the row test id that `testId` names. */
export function rowAttributesOf<T>(
  { testId, rowProps }: { testId?: string | ListTestIds; rowProps?: (row: T) => Record<string, unknown> },
  row: T,
) {
  return { ...(typeof testId === 'object' && { 'data-testid': testId.row }), ...rowProps?.(row) };
}

/** The table's own test id. */
export const tableTestId = (testId: string | ListTestIds | undefined) =>
  typeof testId === 'object' ? testId.table : testId;

/** A row's React key: `rowKey` (a property name or a function), `id` by default, else its place. */
export function rowKeyOf<T>(row: T, rowKey: string | ((row: T) => Key) | undefined, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row);
  const value = (row as Record<string, unknown>)[rowKey ?? 'id'];
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

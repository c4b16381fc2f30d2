/**
 * A register of workflow records (orders, investigator requests, checklists, appeals) with the one
 * convention their screens and browser tests share: named after its `record`, the table is
 * `<record>-table`, each row `<record>-row` carrying `data-<record>-id` and `data-status`, and the
 * CSV (when `csv`) is saved as `<record>s.csv`. Everything else is DataList's.
 *
 *   <RecordList record="order" csv query={orders} list={list} columns={columns} label={t('list.tableLabel')} />
 */
import { DataList, type DataListProps, type ListPage } from './data-list';

export function RecordList<D extends ListPage<{ id: number; status: string }>>({
  record,
  csv = false,
  ...list
}: Omit<DataListProps<D>, 'testId' | 'rowProps' | 'csv'> & {
  /** The record's name in the test ids and the CSV file: `order`, `request`, `checklist`. */
  record: string;
  /** A register: the "CSV" button saves the rows shown. */
  csv?: boolean;
}) {
  return (
    <DataList
      {...list}
      testId={`${record}-table`}
      csv={csv ? `${record}s` : undefined}
      rowProps={(row) => ({
        'data-testid': `${record}-row`,
        [`data-${record}-id`]: row.id,
        'data-status': row.status,
      })}
    />
  );
}

import { describe, expect, it } from 'vitest';
import { dropOrder, type ListColumn, sortRows } from './columns';

interface Row {
  name: string;
}
const columns: ListColumn<Row>[] = [{ key: 'name', title: 'Name', sortable: true }];
const names = (rows: Row[]) => rows.map((r) => r.name);

describe('sorting a list on the screen', () => {
  it('sorts names by the search key: quotation marks and apostrophes do not count', () => {
    const rows = [
      { name: 'Samarqand tumani yuridik konsultatsiyasi' },
      { name: '“Aminov va hamkorlar” advokatlik byurosi' },
      { name: 'Zarafshon advokatlar hayʼati' },
      { name: '«Himoya» advokatlik firmasi' },
      { name: 'Gʻallaorol tumani yuridik konsultatsiyasi' },
    ];
    expect(names(sortRows(rows, columns, { key: 'name', direction: 'asc' }))).toEqual([
      '“Aminov va hamkorlar” advokatlik byurosi',
      'Gʻallaorol tumani yuridik konsultatsiyasi',
      '«Himoya» advokatlik firmasi',
      'Samarqand tumani yuridik konsultatsiyasi',
      'Zarafshon advokatlar hayʼati',
    ]);
    expect(names(sortRows(rows, columns, { key: 'name', direction: 'desc' }))[4]).toBe(
      '“Aminov va hamkorlar” advokatlik byurosi',
    );
  });
});

describe('the columns a table drops when it does not fit', () => {
  it('drops the highest priority number first, the rightmost among equals, never the name or the actions', () => {
    const cols: ListColumn<Row>[] = [
      { key: 'name', title: 'Name' },
      { key: 'number', title: 'Number' },
      { key: 'region', title: 'Region', priority: 3 },
      { key: 'date', title: 'Date' },
      { key: 'status', title: 'Status', priority: 1 },
      { key: 'action', title: '', csv: false },
    ];
    expect(dropOrder(cols).map((c) => c.key)).toEqual(['region', 'date', 'number']);
  });
});

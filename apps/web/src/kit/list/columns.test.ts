import { describe, expect, it } from 'vitest';
import { type ListColumn, sortRows } from './columns';

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

/**
 * A column whose cell is a link to the row's own page (a record, a person's card): its text is the
 * column's plain value (sorting and the CSV use the same text).
 *
 *   linkColumn({ key: 'name', title: t('users.name'), value: (u) => u.name, to: (u) => `/users/${u.id}` })
 */
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from './columns';

export function linkColumn<T>({
  value,
  to,
  underline,
  testId,
  ...column
}: Omit<ListColumn<T>, 'render' | 'value'> & {
  value: (row: T) => string;
  to: (row: T) => string;
  /** 'always' on the public pages, where links are underlined. */
  underline?: 'always';
  testId?: string;
}): ListColumn<T> {
  return {
    ...column,
    value,
    render: (row) => (
      <Anchor component={Link} to={to(row)} underline={underline} data-testid={testId}>
        {value(row)}
      </Anchor>
    ),
  };
}

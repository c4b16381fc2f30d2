/**
 * A register page of the cabinet: its heading (h1, tab title, lead), the filters above the list, and the
 * list itself, named with the page's title unless `label` says otherwise. Anything after the list (a
 * dialog the row actions open) goes in as children. `register` names the test ids by the one convention:
 * the filters `<register>`, the table `<register>-table`, each row `<register>-row`.
 *
 *   <RegisterPage title={t('users.title')} register="users" {...users} columns={columns}
 *     csv="users" filters={{ label: t('users.filters'), fields: <Filter.Search … /> }} />
 */
import { Group } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../../shell/page-header';
import { DataList, type DataListProps, type ListPage } from './data-list';
import { ListFilters } from './list-filters';

/**
 * The filter form above the list: `ListFilters`' props, its fields as `fields`; its `names` are the ones
 * the register was asked with (`useRegister`'s) unless given.
 */
export type RegisterFilters = Omit<ComponentProps<typeof ListFilters>, 'children' | 'testId' | 'names'> & {
  fields: ReactNode;
  names?: readonly string[];
  /** The filters' test id: `register` by default. */
  testId?: string;
};

export function RegisterPage<D extends ListPage<unknown>>({
  title,
  lead,
  actions,
  filters,
  children,
  label,
  register,
  ...list
}: Omit<DataListProps<D>, 'label'> & {
  title: string;
  lead?: ReactNode;
  /** The page's own buttons and links (publish, a related page), between the heading and the filters. */
  actions?: ReactNode;
  filters?: RegisterFilters;
  /** The list's accessible name: the title by default. */
  label?: string;
  children?: ReactNode;
  /** The register's name in its test ids (`users`: `users-table`, `users-row`, filters `users`). */
  register?: string;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      {actions && (
        <Group gap="sm" mb="md">
          {actions}
        </Group>
      )}
      {filters && (
        <ListFilters
          {...filters}
          names={filters.names ?? list.list?.filters ?? []}
          testId={filters.testId ?? register ?? 'filters'}
        >
          {filters.fields}
        </ListFilters>
      )}
      <DataList
        {...(register && { testId: { table: `${register}-table`, row: `${register}-row` } })}
        {...list}
        label={label ?? title}
      />
      {children}
    </>
  );
}

/**
 * A register page of the cabinet: its heading (h1, tab title, lead), the filters above the list, and the
 * list itself, named with the page's title unless `label` says otherwise. Anything after the list (a
 * dialog the row actions open) goes in as children. `register` names the test ids by the one convention:
 * the filters `<register>`, the table `<register>-table`, each row `<register>-row`. `texts` names the
 * page's messages by the other: `texts="admin:users"` reads the heading `admin:users.title`, the lead
 * `users.lead` where the namespace has one and the filters' label `users.filters`; a prop given (`title`,
 * `lead`, `filters.label`) says otherwise.
 *
 *   <RegisterPage texts="admin:users" register="users" {...users} columns={columns}
 *     empty={{ text: t('emptyList.users') }} csv="users" filters={{ fields: <Filter.Search … /> }} />
 */
import { Group } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shell/page-header';
import { DataList, type DataListProps, type ListPage } from './data-list';
import { ListFilters } from './list-filters';

/**
 * The filter form above the list: `ListFilters`' props, its fields as `fields`; its `names` are the ones
 * the register was asked with (`useRegister`'s) unless given.
 */
export type RegisterFilters = Omit<
  ComponentProps<typeof ListFilters>,
  'children' | 'testId' | 'names' | 'label'
> & {
  fields: ReactNode;
  /** The form's accessible name: the texts' `filters` by default. */
  label?: string;
  names?: readonly string[];
  /** The filters' test id: `register` by default. */
  testId?: string;
};

/** A register's messages by convention, `<namespace>:<group>` (see above); none without `texts`. */
function useRegisterTexts(texts: string | undefined) {
  const [ns, group] = texts?.split(':') ?? [];
  const { t, i18n } = useTranslation(ns);
  const text = (key: string) => (texts && i18n.exists(key, { ns }) ? t(key) : undefined);
  return {
    title: text(`${group}.title`) ?? '',
    lead: text(`${group}.lead`),
    filters: text(`${group}.filters`) ?? '',
  };
}

type RegisterPageProps<D extends ListPage<unknown>> = Omit<DataListProps<D>, 'label'> & {
  /** The page's messages by convention: `<namespace>:<group>` (see above). */
  texts?: string;
  /** The heading: the texts' `title` by default (a page without `texts` gives it). */
  title?: string;
  lead?: ReactNode;
  /** The page's own buttons and links (publish, a related page), between the heading and the filters. */
  actions?: ReactNode;
  filters?: RegisterFilters;
  /** The list's accessible name: the title by default. */
  label?: string;
  children?: ReactNode;
  /** The register's name in its test ids (`users`: `users-table`, `users-row`, filters `users`). */
  register?: string;
};

export function RegisterPage<D extends ListPage<unknown>>({
  texts,
  actions,
  filters,
  children,
  label,
  register,
  ...given
}: RegisterPageProps<D>) {
  const byConvention = useRegisterTexts(texts);
  const { title = byConvention.title, lead = byConvention.lead, ...list } = given;
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
          label={filters.label ?? byConvention.filters}
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

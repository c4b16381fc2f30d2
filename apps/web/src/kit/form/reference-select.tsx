/**
 * The one select of a reference list (regions, languages, kinds of legal aid, license types, courts,
 * order bases, …): the items' names as the API gives them in the current language, searchable, and the
 * search finds "Oʻzbek" whether the user types oʻ, o', o‘ or o`, or writes it in Cyrillic (the one search
 * rule of packages/domain `searchKey`, as every other searchable select and the API). The value is the item's id as text, as @mantine/form holds a select's value.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { searchOptionsFilter } from '../options-filter';

export interface ReferenceItemLike {
  id: number | string;
  name: string;
}

/** A select's value (an item's id as text, or none) as the API takes it. */
export function referenceId(value: string | null): number | undefined {
  return value ? Number(value) : undefined;
}

/** The name of the item a select's value names, for a form's review step. */
export function referenceName(
  items: readonly ReferenceItemLike[] | undefined,
  value: string | null,
): string | undefined {
  return items?.find((i) => String(i.id) === value)?.name;
}

export function ReferenceSelect({
  items,
  ...props
}: Omit<SelectProps, 'data' | 'filter'> & { items: readonly ReferenceItemLike[] | undefined }) {
  const data = useMemo(() => (items ?? []).map((i) => ({ value: String(i.id), label: i.name })), [items]);
  return <Select searchable allowDeselect={false} {...props} data={data} filter={searchOptionsFilter} />;
}

/**
 * The one select of a reference list (regions, languages, kinds of legal aid, license types, courts,
 * order bases, …): the items' names as the API gives them in the current language, searchable, and the
 * search finds "Oʻzbek" whether the user types oʻ, o', o‘ or o` (every apostrophe and quote form is
 * ignored, and case too). The value is the item's id as text, as @mantine/form holds a select's value.
 */
import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

/** Apostrophes, modifier letters and quotes people type in Uzbek names in any of their forms. */
const APOSTROPHES_AND_QUOTES = /['‘’ʻʼ`´"«»“”„]/g;

/** A text as the search compares it: lower case, no apostrophes or quotes, spaces collapsed. */
export function searchKey(text: string): string {
  return text.toLocaleLowerCase().replace(APOSTROPHES_AND_QUOTES, '').replace(/\s+/g, ' ').trim();
}

export const referenceFilter: OptionsFilter = ({ options, search }) => {
  const wanted = searchKey(search);
  return (options as ComboboxItem[]).filter((o) => searchKey(o.label).includes(wanted));
};

export interface ReferenceItemLike {
  id: number | string;
  name: string;
}

export function ReferenceSelect({
  items,
  ...props
}: Omit<SelectProps, 'data' | 'filter'> & { items: readonly ReferenceItemLike[] | undefined }) {
  const data = useMemo(() => (items ?? []).map((i) => ({ value: String(i.id), label: i.name })), [items]);
  return <Select searchable allowDeselect={false} {...props} data={data} filter={referenceFilter} />;
}

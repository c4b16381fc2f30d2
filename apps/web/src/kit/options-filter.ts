/**
 * How every searchable Select, MultiSelect and Autocomplete matches what is typed (theme/theme.ts makes it
 * their default): the one search rule of packages/domain `searchKey`, so "Farg'ona" finds "Fargʻona" and
 * "Himoya" finds «Himoya» in a reference list exactly as the API's searches do (docs/domain.md "Search").
 */
import { type ComboboxParsedItem, isOptionsGroup, type OptionsFilter } from '@mantine/core';
import { searchKey } from '@portal/domain';

export const searchOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = searchKey(search);
  const found: ComboboxParsedItem[] = [];
  for (const item of options) {
    if (found.length === limit) break;
    if (isOptionsGroup(item)) {
      const items = searchOptionsFilter({ options: item.items, search, limit: limit - found.length });
      if (items.length > 0) found.push({ group: item.group, items: items as typeof item.items });
    } else if (searchKey(item.label).includes(wanted)) found.push(item);
  }
  return found;
};

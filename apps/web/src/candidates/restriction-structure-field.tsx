/**
 * The structure of a new restriction on taking interns (intern-restr/structures): a regional chamber sees
 * its region (fixed, shown) and picks among its structures only; the republic chamber and ADMIN first
 * choose a region. Typing narrows the structures by name on the server (the list holds up to 200).
 */
import { Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useRegions } from '../api/reference';
import { ReferenceSelect } from '../kit/form/reference-select';

export function RestrictionStructureField({
  value,
  onChange,
  error,
  path,
}: {
  value: string | null;
  onChange: (contragentId: string | null) => void;
  /** What is wrong with the choice (none made), shown under the structure. */
  error?: ReactNode;
  /** The form's path of the choice: the form's error summary finds the field (and its label) by it. */
  path?: string;
}) {
  const { t } = useTranslation('candidates');
  const [regionId, setRegionId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // The chosen structure stays an option while a new search narrows the list to others.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const structures = api.interns.internRestrictionStructures.useQuery(
    {
      query: {
        ...(regionId ? { regionId: Number(regionId) } : {}),
        ...(debounced.trim() ? { search: debounced.trim() } : {}),
      },
    },
    { keep: true },
  );
  const fixed = structures.data?.fixedRegion ?? null;
  const regions = useRegions();
  const list = structures.data?.list ?? [];
  const options = list.map((s) => ({
    value: String(s.id),
    label: fixed ? s.name : `${s.name} (${s.region.name})`,
  }));
  return (
    <Stack gap="sm">
      {fixed ? (
        <TextInput
          label={t('screen.region')}
          value={fixed.name}
          readOnly
          data-testid="intern-restriction-region-fixed"
        />
      ) : (
        <ReferenceSelect
          label={t('screen.region')}
          items={regions.data?.list}
          value={regionId}
          onChange={(v) => {
            setRegionId(v);
            onChange(null);
          }}
          clearable
          data-testid="intern-restriction-region"
        />
      )}
      <Select
        label={t('screen.structure')}
        required
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={structures.isFetching ? t('screen.loading') : t('screen.noStructures')}
        data={
          picked && value === picked.value && !options.some((o) => o.value === picked.value)
            ? [picked, ...options]
            : options
        }
        value={value}
        onChange={(v, option) => {
          setPicked(v && option ? { value: v, label: option.label } : null);
          onChange(v);
        }}
        error={error}
        data-path={path}
        data-testid="intern-restriction-structure"
      />
    </Stack>
  );
}

/** Region filter: the 14 regions sorted by Latin name, names in the current language (from the API). */
import { FilterSelect } from '../kit/filter-select';
import { useTranslation } from 'react-i18next';
import { useRegions } from '../api/public';

export function RegionSelect({
  value,
  onChange,
  testId = 'filter-region',
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation('public');
  const { data } = useRegions();
  return (
    <FilterSelect
      label={t('filters.region')}
      placeholder={t('filters.allRegions')}
      data={(data?.list ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      clearable
      searchable
      nothingFoundMessage={t('filters.nothing')}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

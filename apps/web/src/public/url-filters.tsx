/**
 * A filter of a public list kept in the URL and applied at once: a select of one URL parameter (cleared by
 * its ×). A value the URL holds that is not a choice shows as none. The search is url-search.tsx.
 */
import { FilterSelect } from '../kit/filter-select';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../kit/list';

export function UrlSelect({
  name,
  data,
  label,
  placeholder,
  testId = `filter-${name}`,
}: {
  /** The URL parameter; the test id is `filter-<name>` unless `testId` says otherwise. */
  name: string;
  data: { value: string; label: string }[];
  label: string;
  /** What the empty select reads: "all types" unless said. */
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation('public');
  const url = useUrlState();
  const value = url.get(name);
  return (
    <FilterSelect
      label={label}
      placeholder={placeholder ?? t('filters.allTypes')}
      data={data}
      value={data.some((choice) => choice.value === value) ? value : null}
      onChange={(v) => url.set({ [name]: v ?? undefined })}
      clearable
      data-testid={testId}
    />
  );
}

/**
 * Filters of an order list, kept in the URL (docs/domain.md "Lists in the browser"): status, kind,
 * late-sent, order dates and a search (number, case, person, pinfl or INN).
 */
import { useTranslation } from 'react-i18next';
import { FilterDay, FilterSelect, FilterText, ListFilters } from '../kit/list';

export const ORDER_FILTERS = ['status', 'type', 'lateSent', 'dateFrom', 'dateTo', 'search'] as const;

export function orderFiltersFrom(get: (name: string) => string | undefined) {
  const valid = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    status: valid(get('status'), ['DRAFT', 'CREATED', 'CANCELLED'] as const),
    type: valid(get('type'), ['ELECTRONIC', 'PAPER'] as const),
    lateSent: valid(get('lateSent'), ['true', 'false'] as const),
    dateFrom: day(get('dateFrom')),
    dateTo: day(get('dateTo')),
    search: get('search')?.slice(0, 200) || undefined,
  };
}

export function OrderFilters() {
  const { t } = useTranslation('orders');
  return (
    <ListFilters
      label={t('filters.label')}
      names={ORDER_FILTERS}
      testId="order-filter"
      cols={{ base: 1, xs: 2, md: 3 }}
    >
      <FilterText
        name="search"
        label={t('filters.search')}
        description={t('filters.searchHint')}
        testId="order-filter-search"
      />
      <FilterSelect
        name="status"
        label={t('filters.status')}
        data={(['DRAFT', 'CREATED', 'CANCELLED'] as const).map((s) => ({
          value: s,
          label: t(`common:status.${s}`),
        }))}
        testId="order-filter-status"
      />
      <FilterSelect
        name="type"
        label={t('filters.type')}
        data={(['ELECTRONIC', 'PAPER'] as const).map((s) => ({ value: s, label: t(`type.${s}`) }))}
        testId="order-filter-type"
      />
      <FilterSelect
        name="lateSent"
        label={t('filters.lateSent')}
        data={[
          { value: 'true', label: t('filters.lateSentYes') },
          { value: 'false', label: t('filters.lateSentNo') },
        ]}
        testId="order-filter-late"
      />
      <FilterDay name="dateFrom" label={t('filters.dateFrom')} testId="order-filter-from" />
      <FilterDay name="dateTo" label={t('filters.dateTo')} testId="order-filter-to" />
    </ListFilters>
  );
}

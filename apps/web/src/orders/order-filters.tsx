/**
 * Filters of an order list, kept in the URL (docs/domain.md "Lists in the browser"): status, kind,
 * late-sent, order dates and a search (number, case, person, pinfl or INN).
 */
import { useTranslation } from 'react-i18next';
import { Filter, filterReader, flagLabels, ListFilters } from '../kit/list';

export const ORDER_FILTERS = ['status', 'type', 'lateSent', 'dateFrom', 'dateTo', 'search'] as const;

const ORDER_STATUSES = ['DRAFT', 'CREATED', 'CANCELLED'] as const;
const ORDER_TYPES = ['ELECTRONIC', 'PAPER'] as const;

export function orderFiltersFrom(get: (name: string) => string | undefined) {
  const read = filterReader(get);
  return {
    status: read.oneOf('status', ORDER_STATUSES),
    type: read.oneOf('type', ORDER_TYPES),
    lateSent: read.oneOf('lateSent', ['true', 'false'] as const),
    dateFrom: read.day('dateFrom'),
    dateTo: read.day('dateTo'),
    search: read.search(),
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
      <Filter.Search label={t('filters.search')} hint={t('filters.searchHint')} />
      <Filter.Status statuses={ORDER_STATUSES} label={t('filters.status')} />
      <Filter.Choice
        name="type"
        label={t('filters.type')}
        values={ORDER_TYPES}
        optionLabel={(s) => t(`type.${s}`)}
      />
      <Filter.YesNo flag={flagLabels(t, 'lateSent')} testId="order-filter-late" />
      <Filter.DayRange from={t('filters.dateFrom')} to={t('filters.dateTo')} />
    </ListFilters>
  );
}

/**
 * Filters of an order list, kept in the URL (docs/domain.md "Lists in the browser"): status, kind,
 * late-sent, order dates and a search (number, case, person, pinfl or INN).
 */
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatesLanguage, DayField } from '../legal-aid/date-fields';
import { useUrlState } from '../public/url-state';

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
  const { t: tc } = useTranslation('common');
  const { get, set } = useUrlState();
  const filters = orderFiltersFrom(get);
  const [search, setSearch] = useState(filters.search ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: search.trim() || undefined });
  };
  const any = ORDER_FILTERS.some((name) => get(name) !== undefined);

  return (
    <form onSubmit={submit} aria-label={t('filters.label')} data-testid="order-filters">
      <DatesLanguage>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="md">
          <TextInput
            label={t('filters.search')}
            description={t('filters.searchHint')}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="order-filter-search"
          />
          <Select
            label={t('filters.status')}
            data={(['DRAFT', 'CREATED', 'CANCELLED'] as const).map((s) => ({
              value: s,
              label: t(`common:status.${s}`),
            }))}
            value={filters.status ?? null}
            onChange={(v) => set({ status: v })}
            clearable
            placeholder={tc('actions.all')}
            data-testid="order-filter-status"
          />
          <Select
            label={t('filters.type')}
            data={(['ELECTRONIC', 'PAPER'] as const).map((s) => ({ value: s, label: t(`type.${s}`) }))}
            value={filters.type ?? null}
            onChange={(v) => set({ type: v })}
            clearable
            placeholder={tc('actions.all')}
            data-testid="order-filter-type"
          />
          <Select
            label={t('filters.lateSent')}
            data={[
              { value: 'true', label: t('filters.lateSentYes') },
              { value: 'false', label: t('filters.lateSentNo') },
            ]}
            value={filters.lateSent ?? null}
            onChange={(v) => set({ lateSent: v })}
            clearable
            placeholder={tc('actions.all')}
            data-testid="order-filter-late"
          />
          <DayField
            label={t('filters.dateFrom')}
            value={filters.dateFrom ?? null}
            onChange={(v) => set({ dateFrom: v })}
            data-testid="order-filter-from"
          />
          <DayField
            label={t('filters.dateTo')}
            value={filters.dateTo ?? null}
            onChange={(v) => set({ dateTo: v })}
            data-testid="order-filter-to"
          />
        </SimpleGrid>
      </DatesLanguage>
      <Group mb="lg" gap="sm">
        <Button
          type="submit"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          data-testid="order-filter-submit"
        >
          {tc('actions.search')}
        </Button>
        {any && (
          <Button
            variant="subtle"
            leftSection={<IconX size={18} aria-hidden="true" />}
            onClick={() => {
              setSearch('');
              set(Object.fromEntries(ORDER_FILTERS.map((name) => [name, undefined])));
            }}
            data-testid="order-filter-reset"
          >
            {tc('actions.reset')}
          </Button>
        )}
      </Group>
    </form>
  );
}

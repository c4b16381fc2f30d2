/**
 * /contragent: advocacy structures. Filters type and region, search by name or TIN, the archive
 * switch (off: working structures; on: the archive), 20 per page, a card with map point and contacts.
 */
import '@mantine/core/styles/Switch.css';
import { Anchor, Group, Stack, Switch, Text } from '@mantine/core';
import { type Contragent, CONTRAGENT_PAGE_SIZE } from '@portal/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useContragentTypes } from '../api/public';
import {
  CardDrawer,
  type ListColumn,
  type UrlState,
  useRegister,
  useUrlCard,
  useUrlState,
} from '../kit/list';
import { PublicListPage } from './public-list-page';
import { RegionSelect } from './region-select';
import { UrlSelect } from './url-filters';
import { UrlSearch } from './url-search';
import { ArchivedBadge, ContragentCard } from './contragent-card';
import { useDisplayName } from '../i18n/display-name';

/** The list's filters as the URL holds them: search, type, region, the archive switch. */
function contragentFilters(url: UrlState) {
  return {
    search: url.get('search'),
    typeId: url.getId('typeId'),
    regionId: url.getId('regionId'),
    isArchive: url.get('archive') === '1',
  };
}

/**
 * The list's filters, read from the URL and kept there. A component of its own (memo, no props), so the
 * answers that re-render the page (the list, its total) leave the fields alone, and the structure types'
 * answer re-renders only them.
 */
const ContragentFilters = memo(function ContragentFilters() {
  const { t } = useTranslation('public');
  const url = useUrlState();
  const { regionId, isArchive } = contragentFilters(url);
  const typeChoices = (useContragentTypes().data?.list ?? []).map((ty) => ({
    value: String(ty.id),
    label: ty.name,
  }));
  return (
    <>
      <UrlSearch label={t('contragent.search')} testId="contragent-search" />
      <UrlSelect name="typeId" label={t('contragent.type')} data={typeChoices} testId="filter-type" />
      <RegionSelect value={regionId} onChange={(v) => url.set({ regionId: v })} />
      <Stack justify="flex-end" pb={6}>
        <Switch
          label={t('contragent.archiveSwitch')}
          checked={isArchive}
          onChange={(e) => url.set({ archive: e.currentTarget.checked ? '1' : undefined })}
          data-testid="filter-archive"
          size="md"
        />
      </Stack>
    </>
  );
});

export function ContragentsPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  const structures = useRegister(api.contragents.contragentList, contragentFilters, {
    limit: CONTRAGENT_PAGE_SIZE,
  });
  const card = useUrlCard(structures.list.url);
  const { data } = structures.query;
  const columns: ListColumn<Contragent>[] = [
    {
      key: 'name',
      title: t('contragent.name'),
      value: (c) => displayName(c.name),
      sortable: true,
      render: (c) => (
        <Group gap="xs">
          <Anchor
            underline="always"
            component="button"
            type="button"
            onClick={() => card.open(c.id)}
            aria-haspopup="dialog"
            data-testid="contragent-open"
            ta="left"
          >
            {displayName(c.name)}
          </Anchor>
          {c.archived && <ArchivedBadge size="sm" />}
        </Group>
      ),
    },
    { key: 'type', title: t('contragent.type'), value: (c) => c.type.name, sortable: true },
    { key: 'region', title: t('filters.region'), value: (c) => c.region.name, sortable: true },
    { key: 'phone', title: t('contragent.phone') },
    { key: 'lawyerCount', title: t('contragent.lawyers'), sortable: true },
  ];

  return (
    <PublicListPage
      title={t('contragent.title')}
      lead={t('contragent.lead')}
      empty={{ text: t('emptyList.contragents') }}
      cols={{ base: 1, sm: 2, lg: 4 }}
      filters={<ContragentFilters />}
      summary={
        <Text mb="sm" data-testid="contragent-total" aria-live="polite">
          {data ? t('contragent.total', { total: data.total }) : t('common:list.loading')}
        </Text>
      }
      {...structures}
      columns={columns}
      testId={{ table: 'contragent-list', row: 'contragent-item' }}
      rowProps={(c) => ({
        'data-archived': c.archived,
        'data-region': c.region.id,
      })}
    >
      <CardDrawer card={card} title={t('contragent.cardTitle')}>
        {(id) => <ContragentCard id={id} />}
      </CardDrawer>
    </PublicListPage>
  );
}

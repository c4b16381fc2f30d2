/**
 * /lawyer: the public lawyer directory. Search by name or certificate number; filters region,
 * structure and status; 24 per page; the male and female counts of the current filter; a lawyer's
 * card in a drawer. Page, filters and the open card live in the URL.
 */
import { Button, ComboboxChevron, Container, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { LAWYER_PAGE_SIZE, LAWYER_STATUSES, type LawyerListItem } from '@portal/contracts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { PageHeader } from '../shell/page-header';
import { CardDrawer, CardList, type UrlState, useRegister, useUrlCard, useUrlState } from '../kit/list';
import { RegionSelect } from './region-select';
import { UrlSelect } from './url-filters';
import { UrlSearch } from './url-search';
import { StatusBadge, useStatusLabel } from '../kit/status-badge';
import { LawyerCard } from './lawyer-card';
import { useDisplayName } from '../i18n/display-name';
import { FilterSelect } from '../kit/filter-select';
import plain from '../kit/plain-card.module.css';
import classes from './lawyer-tile.module.css';

/** A lawyer's photo in the tile, or their initial when there is none or it does not load. */
function TilePhoto({ url, initial }: { url: string | null; initial: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={classes.photo}>
      {url && !failed ? <img src={url} alt="" onError={() => setFailed(true)} /> : initial}
    </span>
  );
}

/**
 * A lawyer's tile: plain elements with the theme's variables rather than Mantine's layout components, as
 * a page draws 24 of them and the first is on screen when the page opens.
 */
function LawyerTile({ lawyer, onOpen }: { lawyer: LawyerListItem; onOpen: () => void }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  const name = displayName(lawyer.fullName);
  return (
    <div className={`${plain.card} ${classes.tile}`}>
      <button
        type="button"
        className={`${classes.open} mantine-focus-auto`}
        onClick={onOpen}
        aria-haspopup="dialog"
        data-testid="lawyer-open"
      >
        <TilePhoto url={lawyer.photoUrl} initial={name.charAt(0)} />
        <span className={classes.lines}>
          <span className={classes.name} data-testid="lawyer-name">
            {name}
          </span>
          <span className={classes.line}>
            {t('lawyer.certificateShort')} № {lawyer.certificateNumber}
          </span>
          <span className={classes.line}>{lawyer.region.name}</span>
          {lawyer.contragent && (
            <span className={`${classes.line} ${classes.dimmed}`}>{displayName(lawyer.contragent.name)}</span>
          )}
          <StatusBadge status={lawyer.status} kind="lawyer" />
        </span>
      </button>
    </div>
  );
}

interface StructureFilterProps {
  regionId?: number;
  value?: number;
  onChange: (id?: number) => void;
}

/**
 * The structure filter: until a region (or a structure, by a link) is chosen it offers nothing, and is a
 * disabled field that looks like the select, not a select with its list machinery.
 */
function StructureFilter(props: StructureFilterProps) {
  const { t } = useTranslation('public');
  if (props.regionId !== undefined || props.value !== undefined) return <StructureSelect {...props} />;
  return (
    <TextInput
      label={t('filters.structure')}
      placeholder={t('filters.chooseRegionFirst')}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      disabled
      data-testid="filter-structure"
    />
  );
}

function StructureSelect({ regionId, value, onChange }: StructureFilterProps) {
  const { t } = useTranslation('public');
  const displayName = useDisplayName();
  const { data } = api.contragents.contragentList.useQuery(
    { query: { regionId, limit: 100 } },
    { enabled: regionId !== undefined },
  );
  // The chosen structure when it is not among the region's first hundred: read by its id.
  const other = value !== undefined && !data?.list.some((c) => c.id === value) ? value : null;
  const selected = api.contragents.contragentInfo.useQuery(
    { params: { id: other ?? 0 } },
    { retry: false, enabled: other !== null },
  );
  const options = (data?.list ?? []).map((c) => ({ value: String(c.id), label: displayName(c.name) }));
  if (selected.data && !options.some((o) => o.value === String(selected.data.id)))
    options.unshift({ value: String(selected.data.id), label: displayName(selected.data.name) });
  return (
    <FilterSelect
      label={t('filters.structure')}
      placeholder={regionId === undefined ? t('filters.chooseRegionFirst') : t('filters.allStructures')}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      clearable
      searchable
      nothingFoundMessage={t('filters.nothing')}
      data-testid="filter-structure"
    />
  );
}

/** The directory's filters as the URL holds them: search, region, structure, status. */
function lawyerFilters(url: UrlState) {
  return {
    search: url.get('search'),
    regionId: url.getId('regionId'),
    contragentId: url.getId('contragentId'),
    status: LAWYER_STATUSES.find((s) => s === url.get('status')),
  };
}

/**
 * The directory's filters, read from the URL and kept there. A component of its own (memo, no props), so
 * the answers that re-render the page (the list, its counts) leave the four fields alone.
 */
const LawyerFilters = memo(function LawyerFilters() {
  const { t } = useTranslation('public');
  const statusLabel = useStatusLabel();
  const url = useUrlState();
  const { regionId, contragentId } = lawyerFilters(url);
  const statuses = LAWYER_STATUSES.map((s) => ({ value: s, label: statusLabel(s, 'lawyer') }));
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 4 }}
      mb="md"
      component="form"
      role="search"
      onSubmit={(e) => e.preventDefault()}
    >
      <UrlSearch
        label={t('lawyer.search')}
        placeholder={t('lawyer.searchPlaceholder')}
        testId="lawyer-search"
      />
      <RegionSelect value={regionId} onChange={(v) => url.set({ regionId: v, contragentId: undefined })} />
      <StructureFilter
        regionId={regionId}
        value={contragentId}
        onChange={(v) => url.set({ contragentId: v })}
      />
      <UrlSelect
        name="status"
        label={t('lawyer.status')}
        data={statuses}
        placeholder={t('filters.allStatuses')}
      />
    </SimpleGrid>
  );
});

export function LawyersPage() {
  const { t } = useTranslation('public');
  const lawyers = useRegister(api.lawyers.lawyerList, lawyerFilters, { limit: LAWYER_PAGE_SIZE });
  const { url } = lawyers.list;
  const { regionId, contragentId, status, search } = lawyerFilters(url);
  const card = useUrlCard(url);
  const { data, isFetching } = lawyers.query;

  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('lawyer.title')} lead={t('lawyer.lead')} />
      <LawyerFilters />
      <Group justify="space-between" mb="md" aria-live="polite">
        <Text data-testid="lawyer-counts" aria-busy={isFetching}>
          {data
            ? t('lawyer.counts', { total: data.total, men: data.manCount, women: data.femaleCount })
            : t('common:list.loading')}
        </Text>
        {(search || regionId || contragentId || status) && (
          <Button
            variant="subtle"
            onClick={() =>
              url.set({ search: undefined, regionId: undefined, contragentId: undefined, status: undefined })
            }
          >
            {t('filters.reset')}
          </Button>
        )}
      </Group>
      <CardList
        empty={{ text: t('emptyList.lawyers') }}
        {...lawyers}
        cards={{
          render: (lawyer) => <LawyerTile lawyer={lawyer} onOpen={() => card.open(lawyer.id)} />,
          cols: { base: 1, sm: 2, lg: 3 },
          spacing: 'md',
          testId: 'lawyer-list',
        }}
        label={t('lawyer.title')}
        rowProps={(lawyer) => ({
          'data-testid': 'lawyer-item',
          'data-region': lawyer.region.id,
          'data-status': lawyer.status,
        })}
        skeleton={{ rows: 4, height: 120 }}
      />
      <CardDrawer card={card} title={t('lawyer.cardTitle')}>
        {(id) => <LawyerCard id={id} />}
      </CardDrawer>
    </Container>
  );
}

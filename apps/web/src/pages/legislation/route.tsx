/** /legislation: laws and regulations, newest first, with search and a kind filter; paged in the URL. */
import { formatDate } from '@portal/domain';
import { Anchor, Container, Select, SimpleGrid } from '@mantine/core';
import { LEGISLATION_KINDS, type LegislationItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useLegislationList } from '../../api/public';
import { PageHeader } from '../../shell/page-header';
import { DataList, type ListColumn, type UrlState, useRegister } from '../../kit/list';
import { SearchBox } from '../../public/search-box';

/** The list's filters as the URL holds them: the search and the kind of act. */
function legislationFilters(url: UrlState) {
  return { search: url.get('search'), kind: LEGISLATION_KINDS.find((k) => k === url.get('kind')) };
}

export function Component() {
  const { t } = useTranslation('public');
  const legislation = useRegister(useLegislationList, legislationFilters);
  const { url } = legislation.list;
  const { search, kind } = legislationFilters(url);
  const columns: ListColumn<LegislationItem>[] = [
    {
      key: 'title',
      title: t('legislation.document'),
      sortable: true,
      render: (l) =>
        l.url ? (
          <Anchor underline="always" href={l.url} target="_blank" rel="noopener noreferrer">
            {l.title}
          </Anchor>
        ) : (
          l.title
        ),
    },
    {
      key: 'kind',
      title: t('legislation.kind'),
      value: (l) => t(`legislationKind.${l.kind}`),
      sortable: true,
    },
    { key: 'number', title: t('legislation.number') },
    {
      key: 'adoptedOn',
      title: t('legislation.adopted'),
      render: (l) => formatDate(l.adoptedOn),
      sortable: true,
    },
  ];
  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('legislation.title')} lead={t('legislation.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md" maw={800}>
        <SearchBox
          label={t('legislation.search')}
          value={search}
          onChange={(v) => url.set({ search: v }, { replace: true })}
          testId="legislation-search"
        />
        <Select
          label={t('legislation.kind')}
          placeholder={t('filters.allTypes')}
          data={LEGISLATION_KINDS.map((k) => ({ value: k, label: t(`legislationKind.${k}`) }))}
          value={kind ?? null}
          onChange={(v) => url.set({ kind: v ?? undefined })}
          clearable
          data-testid="filter-kind"
        />
      </SimpleGrid>
      <DataList
        {...legislation}
        columns={columns}
        label={t('legislation.title')}
        testId={{ table: 'legislation-list', row: 'legislation-item' }}
      />
    </Container>
  );
}

/** /legislation: laws and regulations, newest first, with search and a kind filter; paged in the URL. */
import { Anchor, Container, Select, SimpleGrid, Table } from '@mantine/core';
import { LEGISLATION_KINDS } from '@portal/contracts';
import { formatDay as formatDate } from '../../public/dates';
import { useTranslation } from 'react-i18next';
import { useLegislationList } from '../../api/public';
import { PageHeader } from '../../shell/page-header';
import { ListPager } from '../../public/list-pager';
import { ListEmpty, ListError, ListSkeleton } from '../../public/list-states';
import { SearchBox } from '../../public/search-box';
import { useUrlState } from '../../public/url-state';

const LIMIT = 20;

export function Component() {
  const { t } = useTranslation('public');
  const url = useUrlState();
  const search = url.get('search');
  const kind = LEGISLATION_KINDS.find((k) => k === url.get('kind'));
  const { data, isLoading, isError, refetch } = useLegislationList({
    page: url.page,
    limit: LIMIT,
    search,
    kind,
  });
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
      {isLoading ? (
        <ListSkeleton />
      ) : isError ? (
        <ListError onRetry={() => void refetch()} />
      ) : data && data.list.length === 0 ? (
        <ListEmpty />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" data-testid="legislation-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('legislation.document')}</Table.Th>
                <Table.Th>{t('legislation.kind')}</Table.Th>
                <Table.Th>{t('legislation.number')}</Table.Th>
                <Table.Th>{t('legislation.adopted')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.list.map((l) => (
                <Table.Tr key={l.id} data-testid="legislation-item">
                  <Table.Td>
                    {l.url ? (
                      <Anchor underline="always" href={l.url} target="_blank" rel="noopener noreferrer">
                        {l.title}
                      </Anchor>
                    ) : (
                      l.title
                    )}
                  </Table.Td>
                  <Table.Td>{t(`legislationKind.${l.kind}`)}</Table.Td>
                  <Table.Td>{l.number}</Table.Td>
                  <Table.Td>{formatDate(l.adoptedOn)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && (
        <ListPager page={url.page} limit={LIMIT} total={data.total} onPage={(p) => url.set({ page: p })} />
      )}
    </Container>
  );
}

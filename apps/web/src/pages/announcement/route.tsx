/** /announcement: open vacancy announcements of advocacy structures (internships and positions), with a map. */
import { Badge, Card, Container, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { VACANCY_TYPES } from '@portal/contracts';
import { formatSum } from '@portal/domain';
import { formatDay as formatDate } from '../../public/dates';
import { useTranslation } from 'react-i18next';
import { useVacancyList } from '../../api/public';
import { PageHeader } from '../../shell/page-header';
import { LazyMap } from '../../public/lazy-map';
import { ListPager } from '../../public/list-pager';
import { ListEmpty, ListError, ListSkeleton } from '../../public/list-states';
import { RegionSelect } from '../../public/region-select';
import { useUrlState } from '../../public/url-state';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  const url = useUrlState();
  const regionId = url.getId('regionId');
  const type = VACANCY_TYPES.find((v) => v === url.get('type'));
  const paid = url.get('paid') === 'true' ? true : url.get('paid') === 'false' ? false : undefined;
  const { data, isLoading, isError, refetch } = useVacancyList({
    page: url.page,
    limit: LIMIT,
    regionId,
    type,
    paid,
  });
  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('vacancy.title')} lead={t('vacancy.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <RegionSelect value={regionId} onChange={(v) => url.set({ regionId: v })} />
        <Select
          label={t('vacancy.type')}
          placeholder={t('filters.allTypes')}
          data={VACANCY_TYPES.map((v) => ({ value: v, label: t(`vacancyType.${v}`) }))}
          value={type ?? null}
          onChange={(v) => url.set({ type: v ?? undefined })}
          clearable
          data-testid="filter-vacancy-type"
        />
        <Select
          label={t('vacancy.pay')}
          placeholder={t('filters.any')}
          data={[
            { value: 'true', label: t('vacancy.paid') },
            { value: 'false', label: t('vacancy.unpaid') },
          ]}
          value={paid === undefined ? null : String(paid)}
          onChange={(v) => url.set({ paid: v ?? undefined })}
          clearable
          data-testid="filter-paid"
        />
      </SimpleGrid>
      {isLoading ? (
        <ListSkeleton />
      ) : isError ? (
        <ListError onRetry={() => void refetch()} />
      ) : data && data.list.length === 0 ? (
        <ListEmpty />
      ) : (
        <Stack>
          <LazyMap
            label={t('vacancy.map')}
            points={(data?.list ?? [])
              .filter((v) => v.latitude !== null && v.longitude !== null)
              .map((v) => ({
                id: v.id,
                latitude: v.latitude!,
                longitude: v.longitude!,
                label: displayName(v.contragent.name),
              }))}
          />
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            data-testid="vacancy-list"
          >
            {data?.list.map((v) => (
              <Card key={v.id} component="li" withBorder radius="md" padding="lg" data-testid="vacancy-item">
                <Group justify="space-between" align="flex-start">
                  <Text fw={600}>{displayName(v.contragent.name)}</Text>
                  <Badge variant="filled" color="gov.7" c="#ffffff">
                    {t(`vacancyType.${v.type}`)}
                  </Badge>
                </Group>
                <Text size="sm" mt={4}>
                  {v.contragent.address ?? v.region.name}
                </Text>
                <Text mt="xs">
                  {t('vacancy.places', { count: v.count })};{' '}
                  {t('vacancy.until', { date: formatDate(v.endDate) })}
                </Text>
                <Text>
                  {v.paid && v.amount !== null
                    ? t('vacancy.amount', { amount: formatSum(v.amount) })
                    : t('vacancy.unpaid')}
                </Text>
                {v.classificator && <Text size="sm">{v.classificator.name}</Text>}
                {v.description && (
                  <Text size="sm" c="dimmed" mt="xs">
                    {v.description}
                  </Text>
                )}
                {v.contragent.phone && <Text size="sm">{v.contragent.phone}</Text>}
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {data && (
        <ListPager page={url.page} limit={LIMIT} total={data.total} onPage={(p) => url.set({ page: p })} />
      )}
    </Container>
  );
}

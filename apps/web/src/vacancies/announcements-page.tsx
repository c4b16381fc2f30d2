/** /announcement: open vacancy announcements of advocacy structures (internships and positions), with a map. */
import { Anchor, Badge, Box, Card, Group, Text } from '@mantine/core';
import { APPLICATION_TYPE_IDS, VACANCY_TYPES } from '@portal/contracts';
import { Link } from 'react-router';
import { formatDate, formatSum } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { LazyMap } from '../public/lazy-map';
import { MapLink } from '../public/map-link';
import { type UrlState, useRegister } from '../kit/list';
import { PublicListPage } from '../public/public-list-page';
import { RegionSelect } from '../public/region-select';
import { UrlSelect } from '../public/url-filters';
import { useDisplayName } from '../i18n/display-name';

const LIMIT = 20;

/** The list's filters as the URL holds them: region, kind, paid or not. */
function vacancyFilters(url: UrlState) {
  const paid = url.get('paid');
  return {
    regionId: url.getId('regionId'),
    type: VACANCY_TYPES.find((v) => v === url.get('type')),
    paid: paid === 'true' ? true : paid === 'false' ? false : undefined,
  };
}

export function AnnouncementsPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  const vacancies = useRegister(api.vacancies.vacancyList, vacancyFilters, { limit: LIMIT });
  const { url } = vacancies.list;
  const { regionId } = vacancyFilters(url);
  const types = VACANCY_TYPES.map((v) => ({ value: v, label: t(`vacancyType.${v}`) }));
  const pay = [
    { value: 'true', label: t('vacancy.paid') },
    { value: 'false', label: t('vacancy.unpaid') },
  ];
  return (
    <PublicListPage
      title={t('vacancy.title')}
      lead={t('vacancy.lead')}
      empty={{ text: t('emptyList.vacancies') }}
      cols={{ base: 1, sm: 3 }}
      filters={
        <>
          <RegionSelect value={regionId} onChange={(v) => url.set({ regionId: v })} />
          <UrlSelect name="type" label={t('vacancy.type')} data={types} testId="filter-vacancy-type" />
          <UrlSelect name="paid" label={t('vacancy.pay')} data={pay} placeholder={t('filters.any')} />
        </>
      }
      {...vacancies}
      layout="cards"
      testId={{ table: 'vacancy-list', row: 'vacancy-item' }}
      skeleton={{ rows: 6, height: 72 }}
      header={(data) => (
        <Box mb="md">
          <LazyMap
            label={t('vacancy.map')}
            points={data.list
              .filter((v) => v.latitude !== null && v.longitude !== null)
              .map((v) => ({
                id: v.id,
                latitude: v.latitude!,
                longitude: v.longitude!,
                label: displayName(v.contragent.name),
              }))}
          />
        </Box>
      )}
      cards={{
        cols: { base: 1, md: 2 },
        spacing: 'md',
        render: (v) => (
          <Card withBorder radius="md" padding="lg" h="100%">
            <Group justify="space-between" align="flex-start">
              <Text fw={600}>{displayName(v.contragent.name)}</Text>
              <Badge variant="filled" color="gov.7" c="#ffffff">
                {t(`vacancyType.${v.type}`)}
              </Badge>
            </Group>
            <Text size="sm" mt={4} data-testid="vacancy-address">
              {v.contragent.address ?? v.region.name}
            </Text>
            {v.latitude !== null && v.longitude !== null && (
              <MapLink latitude={v.latitude} longitude={v.longitude} place={displayName(v.contragent.name)} />
            )}
            <Text mt="xs">
              {t('vacancy.places', { count: v.count })}; {t('vacancy.until', { date: formatDate(v.endDate) })}
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
            <Anchor
              component={Link}
              to={`/announcement/${v.id}/${v.contragent.id}/${APPLICATION_TYPE_IDS[v.type]}`}
              mt="xs"
              display="inline-block"
              aria-label={`${t('vacancy.apply')}: ${displayName(v.contragent.name)}`}
              data-testid="vacancy-apply"
            >
              {t('vacancy.apply')}
            </Anchor>
          </Card>
        ),
      }}
    />
  );
}

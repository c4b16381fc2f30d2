/** One structure's card: every public field, the map point and the contacts (`?card=<id>`). */
import { Anchor, Badge, Skeleton, Stack, Table, Title } from '@mantine/core';
import type { Contragent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContragentInfo } from '../../api/public';
import { LazyMap } from '../../public/lazy-map';
import { ListEmpty } from '../../kit/list';
import { useDisplayName } from '../../i18n/display-name';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%" fw={600}>
        {label}
      </Table.Th>
      <Table.Td>{value ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

export function ContragentDetails({ c }: { c: Contragent }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  return (
    <Stack gap="md" data-testid="contragent-card">
      <Title order={2} size="h3" data-testid="contragent-card-name">
        {displayName(c.name)}
      </Title>
      {c.archived && (
        <Badge color="#495057" c="#ffffff" variant="filled" w="fit-content">
          {t('contragent.archived')}
        </Badge>
      )}
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Row label={t('contragent.shortName')} value={displayName(c.shortName)} />
          <Row label={t('contragent.type')} value={c.type.name} />
          <Row label={t('filters.region')} value={c.region.name} />
          <Row label={t('contragent.stir')} value={c.stir} />
          <Row label={t('contragent.director')} value={displayName(c.director)} />
          <Row
            label={t('contragent.lawyers')}
            value={
              <Anchor
                underline="always"
                component={Link}
                to={`/lawyer?regionId=${c.region.id}&contragentId=${c.id}`}
              >
                {c.lawyerCount}
              </Anchor>
            }
          />
          <Row label={t('contragent.physicalAddress')} value={c.physicalAddress} />
          <Row label={t('contragent.legalAddress')} value={c.legalAddress} />
          <Row
            label={t('contragent.phone')}
            value={
              c.phone && (
                <Anchor underline="always" href={`tel:${c.phone}`}>
                  {c.phone}
                </Anchor>
              )
            }
          />
          <Row label={t('contragent.fax')} value={c.fax} />
          <Row
            label={t('contragent.email')}
            value={
              c.email && (
                <Anchor underline="always" href={`mailto:${c.email}`}>
                  {c.email}
                </Anchor>
              )
            }
          />
          <Row label={t('contragent.postalIndex')} value={c.postalIndex} />
          <Row label={t('contragent.bank')} value={c.bankName} />
          <Row label={t('contragent.mfo')} value={c.mfo} />
          <Row label={t('contragent.account')} value={c.bankAccount} />
        </Table.Tbody>
      </Table>
      {c.latitude !== null && c.longitude !== null && (
        <LazyMap
          label={t('contragent.mapOf', { name: displayName(c.name) })}
          height={260}
          points={[{ id: c.id, latitude: c.latitude, longitude: c.longitude, label: displayName(c.name) }]}
        />
      )}
    </Stack>
  );
}

export function ContragentCard({ id }: { id: number }) {
  const { data, isLoading, isError } = useContragentInfo(id);
  if (isLoading) return <Skeleton height={320} />;
  if (isError || !data) return <ListEmpty />;
  return <ContragentDetails c={data} />;
}

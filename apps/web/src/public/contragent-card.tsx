/** One structure's card: every public field, the map point and the contacts (`?card=<id>`). */
import { Anchor, Badge, type BadgeProps, Stack, Title } from '@mantine/core';
import type { Contragent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { CARD_QUERY, CardAnswer } from './card-answer';
import { LazyMap } from './lazy-map';
import { MapLink } from './map-link';
import { KeyValueRow, KeyValueTable } from '../kit/list';
import { useDisplayName } from '../i18n/display-name';

/** "Archived": a structure no longer at work (dark grey, readable in every theme). */
/** A phone number or an e-mail address as a link that calls or writes to it; nothing when there is none. */
function contactLink(scheme: 'tel' | 'mailto', value: string | null) {
  return (
    value && (
      <Anchor underline="always" href={`${scheme}:${value}`}>
        {value}
      </Anchor>
    )
  );
}

export function ArchivedBadge(props: Omit<BadgeProps, 'color' | 'c' | 'variant'>) {
  const { t } = useTranslation('public');
  return (
    <Badge color="#495057" c="#ffffff" variant="filled" {...props}>
      {t('contragent.archived')}
    </Badge>
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
      {c.archived && <ArchivedBadge w="fit-content" />}
      <KeyValueTable>
        <KeyValueRow label={t('contragent.shortName')} value={displayName(c.shortName)} />
        <KeyValueRow label={t('contragent.type')} value={c.type.name} />
        <KeyValueRow label={t('filters.region')} value={c.region.name} />
        <KeyValueRow label={t('contragent.stir')} value={c.stir} />
        <KeyValueRow label={t('contragent.director')} value={displayName(c.director)} />
        <KeyValueRow
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
        <KeyValueRow
          label={t('contragent.physicalAddress')}
          value={
            c.physicalAddress && c.latitude !== null && c.longitude !== null ? (
              <Stack gap={2} align="flex-start">
                {c.physicalAddress}
                <MapLink latitude={c.latitude} longitude={c.longitude} place={displayName(c.name)} />
              </Stack>
            ) : (
              c.physicalAddress
            )
          }
        />
        <KeyValueRow label={t('contragent.legalAddress')} value={c.legalAddress} />
        <KeyValueRow label={t('contragent.phone')} value={contactLink('tel', c.phone)} />
        <KeyValueRow label={t('contragent.fax')} value={c.fax} />
        <KeyValueRow label={t('contragent.email')} value={contactLink('mailto', c.email)} />
        <KeyValueRow label={t('contragent.postalIndex')} value={c.postalIndex} />
        <KeyValueRow label={t('contragent.bank')} value={c.bankName} />
        <KeyValueRow label={t('contragent.mfo')} value={c.mfo} />
        <KeyValueRow label={t('contragent.account')} value={c.bankAccount} />
      </KeyValueTable>
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
  return (
    <CardAnswer query={api.contragents.contragentInfo.useQuery({ params: { id } }, CARD_QUERY)}>
      {(c) => <ContragentDetails c={c} />}
    </CardAnswer>
  );
}

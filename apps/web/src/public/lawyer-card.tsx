/** A lawyer's public card (in a drawer over the list; `?card=<id>` in the URL). No pinfl, passport or private contacts. */
import '@mantine/core/styles/Avatar.css';
import { formatDate } from '@portal/domain';
import { Anchor, Avatar, Badge, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { CARD_QUERY, CardAnswer } from './card-answer';
import type { LawyerInfo } from '@portal/contracts';
import { KeyValueRow, KeyValueTable } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { useDisplayName } from '../i18n/display-name';

/** A titled list of the card (education, work, awards); `empty` stands instead of a list with no items. */
function CardList<T>({
  title,
  items,
  empty,
  children,
}: {
  title: string;
  items: readonly T[];
  empty?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      {items.length || empty === undefined ? (
        <List spacing={4}>
          {items.map((item, i) => (
            <List.Item key={i}>{children(item)}</List.Item>
          ))}
        </List>
      ) : (
        <Text>{empty}</Text>
      )}
    </>
  );
}

export function LawyerCard({ id }: { id: number }) {
  return (
    <CardAnswer query={api.lawyers.getLawyerInfoDto.useQuery({ params: { id } }, CARD_QUERY)}>
      {(data) => <LawyerDetails data={data} />}
    </CardAnswer>
  );
}

function LawyerDetails({ data }: { data: LawyerInfo }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('public');
  const dash = '—';
  return (
    <Stack gap="md" data-testid="lawyer-card">
      <Group align="flex-start" wrap="nowrap">
        <Avatar
          src={data.photoUrl}
          alt={t('lawyer.photoOf', { name: displayName(data.fullName) })}
          size={120}
          radius="sm"
          w={90}
          h={120}
        >
          {data.lastName.charAt(0)}
          {data.firstName.charAt(0)}
        </Avatar>
        <Stack gap={6}>
          <Title order={2} size="h3" data-testid="lawyer-card-name">
            {displayName(data.fullName)}
          </Title>
          <StatusBadge status={data.status} kind="lawyer" />
          <Text>
            {t('lawyer.certificate')}: <strong>№ {data.certificateNumber}</strong>,{' '}
            {formatDate(data.certificateDate)}
          </Text>
          {data.certificateCheckId && (
            <Anchor
              underline="always"
              component={Link}
              to={`/check-service-doc/${data.certificateCheckId}`}
              data-testid="lawyer-card-check"
            >
              {t('lawyer.checkCertificate')}
            </Anchor>
          )}
        </Stack>
      </Group>
      <KeyValueTable>
        <KeyValueRow label={t('lawyer.gender')}>
          {data.gender ? t(`gender.${data.gender}`) : dash}
        </KeyValueRow>
        <KeyValueRow label={t('lawyer.birth')}>
          {[formatDate(data.birthDate), data.birthPlace].filter(Boolean).join(', ') || dash}
        </KeyValueRow>
        <KeyValueRow label={t('filters.region')}>
          <span data-testid="lawyer-card-region">{data.region.name}</span>
        </KeyValueRow>
        <KeyValueRow label={t('lawyer.structure')}>
          {data.contragent ? (
            <Anchor underline="always" component={Link} to={`/contragent?card=${data.contragent.id}`}>
              {displayName(data.contragent.name)}
            </Anchor>
          ) : (
            dash
          )}
        </KeyValueRow>
        {data.contragent && (
          <KeyValueRow label={t('contragent.contacts')}>
            {[data.contragent.address, data.contragent.phone].filter(Boolean).join(', ') || dash}
          </KeyValueRow>
        )}
        <KeyValueRow label={t('lawyer.languages')}>
          {data.languages.map((l) => l.name).join(', ') || dash}
        </KeyValueRow>
        <KeyValueRow label={t('lawyer.fieldsOfPractice')}>
          <span data-testid="lawyer-fields">
            {data.legalService.fieldsOfPractice.map((f) => f.name).join(', ') || dash}
          </span>
        </KeyValueRow>
        <KeyValueRow label={t('lawyer.office')}>{data.legalService.officeAddress ?? dash}</KeyValueRow>
        <KeyValueRow label={t('lawyer.receptionHours')}>
          {data.legalService.receptionHours ?? dash}
        </KeyValueRow>
      </KeyValueTable>
      <Divider />
      <Title order={3} size="h4">
        {t('lawyer.license')}
      </Title>
      {data.license ? (
        <KeyValueTable>
          <KeyValueRow label={t('lawyer.licenseType')}>{data.license.type.name}</KeyValueRow>
          <KeyValueRow label={t('lawyer.licenseNumber')}>
            {data.license.serial} {data.license.number}
          </KeyValueRow>
          <KeyValueRow label={t('lawyer.licenseDates')}>
            {formatDate(data.license.givenDate)} — {formatDate(data.license.endDate) || dash}
          </KeyValueRow>
          <KeyValueRow label={t('lawyer.status')}>
            <StatusBadge status={data.license.status} kind="license" />
          </KeyValueRow>
        </KeyValueTable>
      ) : (
        <Text>{dash}</Text>
      )}
      <CardList title={t('lawyer.education')} items={data.education}>
        {(e) => (
          <>
            {e.institution}, {e.speciality} ({t(`degree.${e.degree}`, { defaultValue: e.degree })}),{' '}
            {e.startYear}–{e.endYear ?? ''}
          </>
        )}
      </CardList>
      <CardList title={t('lawyer.workHistory')} items={data.workHistory} empty={dash}>
        {(w) => (
          <>
            {formatDate(w.startDate)} — {w.endDate ? formatDate(w.endDate) : t('lawyer.present')}:{' '}
            {w.organization}, {w.position}
          </>
        )}
      </CardList>
      <CardList title={t('lawyer.awards')} items={data.awards} empty={dash}>
        {(a) => (
          <>
            {a.name}
            {a.awardedBy ? ` — ${a.awardedBy}` : ''}, {formatDate(a.awardedOn)}
          </>
        )}
      </CardList>
      <Badge variant="outline" color="#495057" radius="sm" w="fit-content">
        ID {data.id}
      </Badge>
    </Stack>
  );
}

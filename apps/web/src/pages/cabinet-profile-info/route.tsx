/**
 * /lawyer-profile/profile-info: the signed-in user's profile (own data; for a lawyer, the bar record, the
 * contacts and documents they keep, their achievements and the chambers' marks).
 */
import { Card, Stack, Table } from '@mantine/core';
import { formatDate, formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../cabinet/titled-card';
import { useProfileInfo } from '../../api/identity';
import { FieldList } from '../../cabinet/field-list';
import { QueryPage } from '../../kit/list';
import { ScrollTable } from '../../cabinet/ui';
import { StatusBadge, ToneBadge } from '../../kit/status-badge';
import { useDisplayName } from '../../i18n/display-name';
import { loadNamespaces } from '../../i18n/i18n';
import { Achievements } from '../../lawyer-record/achievements-card';
import { ContactsCard } from '../../lawyer-record/contacts-card';
import { MarksCard } from '../../lawyer-record/marks-card';

export async function loader() {
  await loadNamespaces(['lawyer-record']);
  return null;
}

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const { t: tc } = useTranslation('common');
  const profile = useProfileInfo();
  return (
    <QueryPage title={t('profileInfo.title')} query={profile}>
      {(p) => (
        <Stack gap="lg" data-testid="profile-info">
          <TitledCard title={displayName(p.fullName)}>
            <FieldList
              fields={[
                { label: t('fields.role'), value: tc(`role.${p.role}`), testId: 'profile-role' },
                { label: t('fields.birthDate'), value: formatDate(p.birthDate) },
                { label: t('fields.gender'), value: p.gender ? tc(`gender.${p.gender}`) : null },
                { label: t('fields.phone'), value: p.phone },
                { label: t('fields.email'), value: p.email },
                { label: t('fields.lastSignIn'), value: formatDateTime(p.lastSignInAt) },
              ]}
            />
          </TitledCard>
          {p.lawyer && (
            <TitledCard title={t('profileInfo.lawyerTitle')} testId="profile-lawyer">
              <FieldList
                fields={[
                  {
                    label: t('fields.certificate'),
                    value: p.lawyer.certificateNumber,
                    testId: 'profile-certificate',
                  },
                  { label: t('fields.certificateDate'), value: formatDate(p.lawyer.certificateDate) },
                  {
                    label: t('fields.certificateEndDate'),
                    value: p.lawyer.certificateEndDate && (
                      <span data-testid="profile-certificate-end">
                        {formatDate(p.lawyer.certificateEndDate)}{' '}
                        {p.lawyer.certificateExpiry && (
                          <StatusBadge
                            status={p.lawyer.certificateExpiry}
                            kind="certificateExpiry"
                            testId="profile-certificate-expiry"
                          />
                        )}
                      </span>
                    ),
                  },
                  {
                    label: t('fields.status'),
                    value: <StatusBadge status={p.lawyer.status} kind="lawyer" />,
                  },
                  { label: t('fields.region'), value: p.lawyer.regionName },
                  {
                    label: t('fields.structure'),
                    value: displayName(p.lawyer.contragent?.name) ?? t('profileInfo.noStructure'),
                  },
                  {
                    label: t('fields.orderPermission'),
                    value: (
                      <ToneBadge
                        tone={p.orderPermission ? 'good' : 'neutral'}
                        testId="profile-order-permission"
                      >
                        {p.orderPermission ? t('orderPermission.allowed') : t('orderPermission.notAllowed')}
                      </ToneBadge>
                    ),
                  },
                ]}
              />
              {p.lawyer.licenses.length > 0 && (
                <ScrollTable minWidth={480} label={t('profileInfo.licenses')}>
                  <Table striped>
                    <Table.Caption>{t('profileInfo.licenses')}</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('fields.licenseNumber')}</Table.Th>
                        <Table.Th scope="col">{t('fields.givenDate')}</Table.Th>
                        <Table.Th scope="col">{t('fields.endDate')}</Table.Th>
                        <Table.Th scope="col">{t('fields.status')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {p.lawyer.licenses.map((l) => (
                        <Table.Tr key={`${l.serial}${l.number}`}>
                          <Table.Td>{[l.serial, l.number].filter(Boolean).join(' ')}</Table.Td>
                          <Table.Td>{formatDate(l.givenDate)}</Table.Td>
                          <Table.Td>{l.endDate ? formatDate(l.endDate) : '—'}</Table.Td>
                          <Table.Td>
                            <StatusBadge status={l.status} kind="license" />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              )}
            </TitledCard>
          )}
          {p.lawyer && <ContactsCard />}
          {p.lawyer && (
            <Card withBorder radius="md" padding="lg">
              <Achievements lawyerId={p.lawyer.id} editable />
            </Card>
          )}
          {p.lawyer && <MarksCard />}
          {p.directs && (
            <TitledCard title={t('profileInfo.directsTitle')} testId="profile-directs">
              <FieldList
                fields={[
                  { label: t('fields.structure'), value: p.directs.name },
                  {
                    label: t('fields.orderRestriction'),
                    value: p.directs.orderRestricted
                      ? t('orderRestriction.restricted')
                      : t('orderRestriction.free'),
                  },
                ]}
              />
            </TitledCard>
          )}
        </Stack>
      )}
    </QueryPage>
  );
}

/**
 * /lawyer-profile/profile-info: the signed-in user's profile (own data; for a lawyer, the bar record, the
 * contacts and documents they keep, their achievements and the chambers' marks).
 */
import { Card, Stack } from '@mantine/core';
import type { ProfileInfo } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../cabinet/titled-card';
import { useProfileInfo } from '../api/identity';
import { FieldList } from '../kit/field-list';
import { column, ListTable, QueryPage } from '../kit/list';
import { StatusBadge, ToneBadge, useStatusLabel } from '../kit/status-badge';
import { useDisplayName } from '../i18n/display-name';
import { namespacesLoader } from '../i18n/i18n';
import { Achievements } from '../lawyer-record/achievements-card';
import { ContactsCard } from '../lawyer-record/contacts-card';
import { MarksCard } from '../lawyer-record/marks-card';

/** A licence of the signed-in lawyer, a row of the profile's licence table. */
type License = NonNullable<ProfileInfo['lawyer']>['licenses'][number];

export const loader = namespacesLoader(['lawyer-record']);

export function ProfileInfoPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const { t: tc } = useTranslation('common');
  const profile = useProfileInfo();
  const statusLabel = useStatusLabel();
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
                <ListTable<License>
                  empty={{ text: t('emptyList.licenses') }}
                  records={p.lawyer.licenses}
                  rowKey={(l) => `${l.serial}${l.number}`}
                  label={t('profileInfo.licenses')}
                  testId={{ table: 'profile-licenses', row: 'profile-license' }}
                  columns={[
                    {
                      key: 'number',
                      title: t('fields.licenseNumber'),
                      value: (l) => [l.serial, l.number].filter(Boolean).join(' '),
                    },
                    // A date left open is empty: the table shows its dash.
                    {
                      key: 'givenDate',
                      title: t('fields.givenDate'),
                      value: (l) => formatDate(l.givenDate) || null,
                    },
                    {
                      key: 'endDate',
                      title: t('fields.endDate'),
                      value: (l) => formatDate(l.endDate) || null,
                    },
                    column.status({
                      title: t('fields.status'),

                      label: statusLabel,
                      kind: 'license',
                    }),
                  ]}
                />
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

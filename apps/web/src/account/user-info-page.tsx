/**
 * /lawyer-profile/user-info: the person's data as the single sign-on gave it and as the person registry
 * holds it now. Opening the page reads the registry by pinfl, which the API writes to the query log.
 */
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { PersonData } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../api/identity';
import { type Field, FieldList } from '../kit/field-list';
import { QueryPage } from '../kit/list';
import { useDisplayName } from '../i18n/display-name';

function usePersonFields() {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const { t: tc } = useTranslation('common');
  return (p: PersonData): Field[] => [
    { label: t('fields.pinfl'), value: p.pinfl, testId: 'person-pinfl' },
    {
      label: t('fields.fullName'),
      value: displayName([p.lastName, p.firstName, p.parentName].filter(Boolean).join(' ')),
    },
    { label: t('fields.gender'), value: p.gender ? tc(`gender.${p.gender}`) : null },
    { label: t('fields.birthDate'), value: formatDate(p.birthDate) },
    { label: t('fields.birthPlace'), value: p.birthPlace },
    { label: t('fields.citizenship'), value: p.citizenship },
    { label: t('fields.passport'), value: p.passport, testId: 'person-passport' },
    { label: t('fields.passportIssuedBy'), value: p.passportIssuedBy },
    { label: t('fields.passportIssueDate'), value: formatDate(p.passportIssueDate) },
    { label: t('fields.passportExpiryDate'), value: formatDate(p.passportExpiryDate) },
    { label: t('fields.address'), value: p.address },
    { label: t('fields.phone'), value: p.phone },
    { label: t('fields.email'), value: p.email },
    ...(p.tin ? [{ label: t('fields.tin'), value: p.tin }] : []),
  ];
}

export function UserInfoPage() {
  const { t } = useTranslation('cabinet');
  const info = useUserInfo();
  const fieldsOf = usePersonFields();
  return (
    <QueryPage title={t('userInfo.title')} lead={t('userInfo.lead')} query={info}>
      {(data) => (
        <Stack gap="lg" data-testid="user-info">
          <Card withBorder radius="md" padding="lg" data-testid="user-info-sign-on">
            <Title order={2} size="h3">
              {t('userInfo.signOnTitle')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t(`userInfo.source.${data.signOn.source}`, { defaultValue: data.signOn.source })}
              {data.signOn.fetchedAt ? ` · ${formatDateTime(data.signOn.fetchedAt)}` : ''}
            </Text>
            <FieldList fields={fieldsOf(data.signOn)} />
          </Card>
          <Card withBorder radius="md" padding="lg" data-testid="user-info-registry">
            <Title order={2} size="h3">
              {t('userInfo.registryTitle')}
            </Title>
            {data.registry ? (
              <>
                <Text size="sm" c="dimmed" mb="md">
                  {t('userInfo.registryFetched', { time: formatDateTime(data.registry.fetchedAt) })}
                </Text>
                <FieldList fields={fieldsOf(data.registry)} />
              </>
            ) : (
              <Alert
                mt="md"
                color="orange"
                icon={<IconInfoCircle aria-hidden="true" />}
                data-testid="user-info-registry-error"
              >
                {data.registryError}
              </Alert>
            )}
          </Card>
          <Text size="sm" c="dimmed">
            {t('userInfo.logged')}
          </Text>
        </Stack>
      )}
    </QueryPage>
  );
}

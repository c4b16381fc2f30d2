/**
 * /announcement/{id}/{contragentId}/{applicationTypeId}: one vacancy and applying to it. A
 * signed-in person writes an optional note and applies (the answer shows the application's status); a
 * visitor signed out is led through the OneID sign-in (/one-id/announcement) back to this page.
 */
import { Alert, Card, Container, Group, Stack, Text, Textarea } from '@mantine/core';
import { type VacancyApplicationDto, vacancyApplyBody, type VacancyApplyBody } from '@portal/contracts';
import { formatDate, formatSum } from '@portal/domain';
import { IconLogin2, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';
import { QueryState } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { useStored } from '../storage/use-stored';
import { LinkButton } from '../kit/link-button';

/** Applying with an optional cover note (checked with the contract's `vacancyApplyBody`). */
function ApplyForm({
  ids,
  onApplied,
}: {
  ids: Omit<VacancyApplyBody, 'note'>;
  onApplied: (application: VacancyApplicationDto) => void;
}) {
  const { t } = useTranslation('public');
  const apply = api.structureVacancies.vacancyApply.useMutation();
  const { form, field } = useContractForm(vacancyApplyBody, { ...ids, note: '' });
  const submit = submitThrough(form, apply, {
    label: t('vacancy.apply'),
    body: (values) => values,
    after: onApplied,
  });
  return (
    <SubmitForm submit={submit} testId="apply" submitTestId="apply-submit" icon={IconSend}>
      <Textarea label={t('vacancy.note')} minRows={3} {...field('note')} data-testid="apply-note" />
    </SubmitForm>
  );
}

export function ApplyPage() {
  const { t } = useTranslation('public');
  const displayName = useDisplayName();
  const params = useParams();
  const location = useLocation();
  const [id, contragentId, applicationTypeId] = [params.id, params.contragentId, params.typeId].map(Number);
  const vacancy = api.structureVacancies.vacancyById.useQuery({ params: { id: id! } });
  const token = useStored('accessToken');
  const [done, setDone] = useState<VacancyApplicationDto | null>(null);
  return (
    <Container size="md" py="xl">
      <PageHeader title={t('vacancy.applyTitle')} />
      <QueryState query={vacancy}>
        {vacancy.data && (
          <Stack>
            <Card withBorder data-testid="apply-vacancy">
              <Group justify="space-between">
                <Text fw={600}>{displayName(vacancy.data.contragent.name)}</Text>
                <Text>{t(`vacancyType.${vacancy.data.type}`)}</Text>
              </Group>
              <Text size="sm">{vacancy.data.contragent.address ?? vacancy.data.region.name}</Text>
              <Text mt="xs">
                {t('vacancy.places', { count: vacancy.data.count })};{' '}
                {t('vacancy.until', { date: formatDate(vacancy.data.endDate) })}
              </Text>
              <Text>
                {vacancy.data.paid && vacancy.data.amount !== null
                  ? t('vacancy.amount', { amount: formatSum(vacancy.data.amount) })
                  : t('vacancy.unpaid')}
              </Text>
              {vacancy.data.classificator && <Text size="sm">{vacancy.data.classificator.name}</Text>}
              {vacancy.data.description && (
                <Text size="sm" mt="xs">
                  {vacancy.data.description}
                </Text>
              )}
            </Card>
            {done ? (
              <Alert color="green" variant="light" data-testid="apply-done" title={t('vacancy.applied')}>
                <StatusBadge status={done.status} />
              </Alert>
            ) : !vacancy.data.open ? (
              <Alert color="gray" variant="light" data-testid="apply-closed">
                {t('vacancy.closedNote')}
              </Alert>
            ) : token ? (
              <ApplyForm
                ids={{ vacancyId: id!, contragentId: contragentId!, applicationTypeId: applicationTypeId! }}
                onApplied={setDone}
              />
            ) : (
              <LinkButton
                to={`/one-id/announcement?to=${encodeURIComponent(location.pathname)}`}
                icon={IconLogin2}
                style={{ alignSelf: 'flex-start' }}
                testId="apply-sign-in"
              >
                {t('vacancy.signInToApply')}
              </LinkButton>
            )}
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}

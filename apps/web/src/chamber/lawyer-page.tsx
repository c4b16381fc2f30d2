/**
 * /lawyer-profile/lawyer-requests/lawyer/{id}: a chamber's view of one lawyer of its scope (404 outside
 * it): the bar record as the directory shows it, the legal-service information, achievements with their
 * scans, each year's training hours, and the rating marks, where the chamber of the lawyer's region or the
 * republic chamber gives a mark (docs/domain.md "Rating marks").
 */
import { Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLawyerMarks } from '../api/lawyer-record';
import { api } from '../api/api';
import { FieldList } from '../kit/field-list';
import { useDisplayName } from '../i18n/display-name';
import { namespacesLoader } from '../i18n/i18n';
import { QueryState } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { Achievements } from '../lawyer-record/achievements-card';
import { MarksCard } from '../lawyer-record/marks-card';
import { NotFoundItem } from '../kit/not-found-item';
import { idParam } from '../kit/route-params';
import { PageHeader } from '../shell/page-header';

export const loader = namespacesLoader(['lawyer-record', 'public']);

function TrainingYears({ lawyerId }: { lawyerId: number }) {
  const { t } = useTranslation('lawyer-record');
  const training = api.trainingCertificates.trainingCertificateList.useQuery(
    { query: { lawyerId } },
    { keep: true },
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="chamber-lawyer-training">
      <Title order={2} size="h3" mb="md">
        {t('training.title')}
      </Title>
      <QueryState
        query={training}
        empty={training.data?.years.length === 0}
        emptyState={{ text: t('emptyList.years') }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {training.data?.years.map((y) => (
            <div key={y.year} data-testid="training-year">
              <Text fw={600}>{y.year}</Text>
              <Text size="sm">
                {t('training.yearHours', { confirmed: y.confirmedHours, required: y.requiredHours })}
              </Text>
              <Progress
                mt="xs"
                value={Math.min(100, (100 * y.confirmedHours) / y.requiredHours)}
                aria-label={`${y.year}: ${t('training.yearHours', { confirmed: y.confirmedHours, required: y.requiredHours })}`}
              />
            </div>
          ))}
        </SimpleGrid>
      </QueryState>
    </Card>
  );
}

function ChamberLawyer({ id }: { id: number }) {
  const { t } = useTranslation('lawyer-record');
  const displayName = useDisplayName();
  // The marks answer 404 for a lawyer outside the chamber's scope: the whole page is then "not found".
  const marks = useLawyerMarks(id);
  const card = api.lawyers.getLawyerInfoDto.useQuery(
    { params: { id } },
    { retry: false, enabled: marks.isSuccess },
  );
  const l = card.data;
  return (
    <>
      <PageHeader title={l ? displayName(l.fullName) : t('chamberView.title')} lead={t('chamberView.lead')} />
      <QueryState query={marks.isSuccess ? card : marks}>
        {l && (
          <Stack gap="lg" data-testid="chamber-lawyer">
            <Card withBorder radius="md" padding="lg">
              <FieldList
                fields={[
                  { label: t('chamberView.status'), value: <StatusBadge status={l.status} kind="lawyer" /> },
                  { label: t('chamberView.region'), value: l.region.name },
                  {
                    label: t('chamberView.certificate'),
                    value: `${l.certificateNumber} · ${formatDate(l.certificateDate)}`,
                  },
                  { label: t('service.structure'), value: l.contragent?.name ?? t('service.alone') },
                  {
                    label: t('service.license'),
                    value: l.license && `${l.license.type.name} · ${l.license.serial} ${l.license.number}`,
                  },
                  {
                    label: t('service.fields'),
                    value: l.legalService.fieldsOfPractice.map((f) => f.name).join(', '),
                  },
                  { label: t('service.languages'), value: l.languages.map((x) => x.name).join(', ') },
                  { label: t('service.officeAddress'), value: l.legalService.officeAddress },
                  { label: t('service.receptionHours'), value: l.legalService.receptionHours },
                ]}
              />
            </Card>
            <MarksCard lawyerId={id} />
            <Card withBorder radius="md" padding="lg">
              <Achievements lawyerId={id} editable={false} />
            </Card>
            <TrainingYears lawyerId={id} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

export function LawyerPage() {
  const id = idParam(useParams().id);
  return id === null ? <NotFoundItem /> : <ChamberLawyer key={id} id={id} />;
}

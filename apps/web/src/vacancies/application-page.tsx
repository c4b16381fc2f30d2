/**
 * /lawyer-profile/application/view/{id}: one application to a vacancy, the page its
 * notifications open: status, vacancy, structure, applicant, note or refusal reason and the history; the
 * steps its `can` allows (the director accepts or refuses with a reason, the applicant withdraws an
 * undecided one). Seen by its applicant and the director of its structure (anyone else: not found).
 */
import { Anchor } from '@mantine/core';
import type { VacancyApplicationDto } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { callOnRecord } from '../kit/call-on-record';
import { FieldSection, ItemActions } from '../kit/detail-layout';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';
import { APPLICATION_STEPS, RejectApplication } from './reject-application';
import { useRecordSteps } from '../kit/record-steps';

function ApplicationActions({ a }: { a: VacancyApplicationDto }) {
  const { t } = useTranslation('cabinet');
  const accept = api.structureVacancies.acceptVacancyApplication.useMutation();
  const cancel = api.structureVacancies.cancelVacancyApplication.useMutation();
  const steps = useRecordSteps(a, APPLICATION_STEPS);
  return (
    <ItemActions
      testId="vacancy-application-actions"
      actions={[
        steps.call('accept', IconCheck, accept, t('vacancies.accepted')),
        {
          when: a.can.cancel,
          label: t('vacancies.withdraw'),
          icon: IconArrowBackUp,
          variant: 'default',
          testId: 'application-withdraw',
          ...callOnRecord(cancel, a.id, t('vacancies.withdrawn')),
        },
      ]}
    >
      <RejectApplication application={a} />
    </ItemActions>
  );
}

function ApplicationFields({ a }: { a: VacancyApplicationDto }) {
  const { t } = useTranslation('cabinet');
  const displayName = useDisplayName();
  const announcement = `/announcement/${a.vacancy.id}/${a.structure.id}/${a.applicationTypeId}`;
  return (
    <FieldSection
      title={t('vacancies.applicationTitle')}
      fields={[
        { label: t('vacancies.type'), value: t(`vacancies.types.${a.type}`) },
        { label: t('vacancies.structure'), value: a.structure.name, testId: 'application-structure' },
        {
          label: t('vacancies.applicant'),
          value: displayName(a.applicant.fullName) ?? a.applicant.fullName,
        },
        { label: t('vacancies.appliedOn'), value: formatDateTime(a.createdAt) },
        { label: t('vacancies.endDate'), value: formatDate(a.vacancy.endDate) },
        !!a.note && { label: t('vacancies.note'), value: a.note },
        !!a.reason && { label: t('vacancies.reason'), value: a.reason },
      ]}
    >
      <Anchor component={Link} to={announcement} mt="sm" display="inline-block">
        {t('vacancies.openAnnouncement')}
      </Anchor>
    </FieldSection>
  );
}

export function ApplicationPage({ id }: { id: number }) {
  const { t } = useTranslation('cabinet');
  return (
    <RecordPage
      record="application"
      query={api.structureVacancies.vacancyApplication.useQuery({ params: { id } })}
      title={() => t('vacancies.applicationTitle')}
      layout={(a) => ({
        testId: 'vacancy-application',
        status: <StatusBadge status={a.status} />,
        history: a.history,
        actions: <ApplicationActions a={a} />,
        children: <ApplicationFields a={a} />,
      })}
    />
  );
}

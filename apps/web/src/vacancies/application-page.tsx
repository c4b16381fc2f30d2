/**
 * /lawyer-profile/application/view/{id} (issue 15 §3, §6): one application to a vacancy, the page its
 * notifications open: status, vacancy, structure, applicant, note or refusal reason and the history; the
 * steps its `can` allows (the director accepts or refuses with a reason, the applicant withdraws an
 * undecided one). Seen by its applicant and the director of its structure (anyone else: not found).
 */
import { Anchor, Stack } from '@mantine/core';
import type { VacancyApplicationDto } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useAcceptApplication,
  useCancelApplication,
  useRejectApplication,
  useVacancyApplication,
} from '../api/structures';
import { useDisplayName } from '../i18n/display-name';
import { DetailLayout, FieldSection, ItemActions } from '../kit/detail-layout';
import { QueryState } from '../kit/list';
import { ReasonAction } from '../kit/reason-dialog';
import { StatusBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';

function Application({ a }: { a: VacancyApplicationDto }) {
  const { t } = useTranslation('cabinet');
  const displayName = useDisplayName();
  const accept = useAcceptApplication();
  const reject = useRejectApplication();
  const cancel = useCancelApplication();
  const announcement = `/announcement/${a.vacancy.id}/${a.structure.id}/${a.applicationTypeId}`;
  return (
    <DetailLayout
      testId="vacancy-application"
      attributes={{ 'data-status': a.status, 'data-application-id': a.id }}
      status={<StatusBadge status={a.status} />}
      history={a.history}
      actions={
        <ItemActions
          testId="vacancy-application-actions"
          actions={[
            {
              when: a.can.accept,
              label: t('vacancies.accept'),
              icon: <IconCheck size={18} aria-hidden="true" />,
              loading: accept.isPending,
              onClick: () => accept.mutate(a.id, { onSuccess: () => toast.success(t('vacancies.accepted')) }),
              testId: 'application-accept',
            },
            {
              when: a.can.cancel,
              label: t('vacancies.withdraw'),
              icon: <IconArrowBackUp size={18} aria-hidden="true" />,
              variant: 'default',
              loading: cancel.isPending,
              onClick: () =>
                cancel.mutate(a.id, { onSuccess: () => toast.success(t('vacancies.withdrawn')) }),
              testId: 'application-withdraw',
            },
          ]}
        >
          {a.can.reject && (
            <ReasonAction
              label={t('vacancies.reject')}
              icon={<IconX size={18} aria-hidden="true" />}
              testId="application-reject"
              dialogTitle={t('vacancies.rejectTitle')}
              reasonLabel={t('vacancies.reason')}
              busy={reject.isPending}
              run={(reason) => reject.mutateAsync({ id: a.id, reason })}
              done={t('vacancies.rejected')}
            />
          )}
        </ItemActions>
      }
    >
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
    </DetailLayout>
  );
}

export function ApplicationPage({ id }: { id: number }) {
  const { t } = useTranslation('cabinet');
  const application = useVacancyApplication(id);
  return (
    <Stack>
      <PageHeader title={t('vacancies.applicationTitle')} />
      <QueryState query={application}>{application.data && <Application a={application.data} />}</QueryState>
    </Stack>
  );
}

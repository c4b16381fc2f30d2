/**
 * The director's refusal of an application to a vacancy, with a reason: on the application's page and
 * in the structure's list of applications (`row`: the applicant, naming the button in its row).
 */
import type { VacancyApplicationItem } from '@portal/contracts';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRejectApplication } from '../api/structures';
import { reasonOnRecord } from '../kit/call-on-record';
import { ReasonAction } from '../kit/reason-dialog';

export function RejectApplication({
  application,
  row,
}: {
  application: Pick<VacancyApplicationItem, 'id' | 'can'>;
  row?: string;
}) {
  const { t } = useTranslation('cabinet');
  const reject = useRejectApplication();
  return (
    <ReasonAction
      when={application.can.reject}
      label={t('vacancies.reject')}
      ariaLabel={row && `${t('vacancies.reject')}: ${row}`}
      icon={IconX}
      size={row ? 'xs' : undefined}
      testId="application-reject"
      dialogTitle={t('vacancies.rejectTitle')}
      reasonLabel={t('vacancies.reason')}
      {...reasonOnRecord(reject, application.id)}
      done={t('vacancies.rejected')}
    />
  );
}

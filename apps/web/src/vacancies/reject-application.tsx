/**
 * The director's refusal of an application to a vacancy, with a reason: on the application's page and
 * in the structure's list of applications (`row`: the applicant, naming the button in its row).
 */
import type { VacancyApplicationItem } from '@portal/contracts';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useRecordSteps } from '../kit/record-steps';
import { ReasonAction } from '../kit/reason-dialog';

/** An application's steps: `cabinet:vacancies.<step>`, test ids `application-<step>`. */
export const APPLICATION_STEPS = {
  ns: 'cabinet',
  keys: 'vacancies',
  testId: 'application',
  reason: 'vacancies.reason',
};

export function RejectApplication({
  application,
  row,
}: {
  application: Pick<VacancyApplicationItem, 'id' | 'can'>;
  row?: string;
}) {
  const { t } = useTranslation('cabinet');
  const reject = api.structureVacancies.rejectVacancyApplication.useMutation();
  const steps = useRecordSteps(application, APPLICATION_STEPS);
  return (
    <ReasonAction
      {...steps.reason('reject', IconX, reject, t('vacancies.rejected'))}
      ariaLabel={row && `${t('vacancies.reject')}: ${row}`}
      size={row ? 'xs' : undefined}
    />
  );
}

/**
 * /lawyer-profile/yumom-certificate (and /profile/yumom): a lawyer's training certificates with each year's
 * confirmed hours against the required ones, and the form to add one; a chamber sees its region's and
 * confirms them.
 */
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../api/identity';
import { namespacesLoader } from '../i18n/i18n';
import { useTrainingColumns } from './training-columns';
import { CertificatesWithHours } from './certificates-with-hours';
import { PageHeader } from '../shell/page-header';
import { TrainingForm } from './training-form';

export const loader = namespacesLoader(['lawyer-record']);

export function CertificatesPage() {
  const { t } = useTranslation('lawyer-record');
  const account = useCurrentAccount().data;
  const isLawyer = ['LAWYER', 'DIRECTOR', 'NEW_DIRECTOR'].includes(account?.role ?? '');
  const c = useTrainingColumns();
  const columns = [c.course, c.lawyer, c.organizer, c.dates, c.hours, c.scan, c.state];
  return (
    <>
      <PageHeader title={t('training.title')} lead={t('training.lead')} />
      <CertificatesWithHours columns={columns} testId="training" />
      {isLawyer && <TrainingForm />}
    </>
  );
}

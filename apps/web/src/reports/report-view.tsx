/**
 * One half-year report (view/{id} for the director, review/view/{id} for the chambers and the ministry):
 * its structure and half-year, the four forms beside the portal's records, the director's signature, a
 * return reason, the history, and the actions its `can` allows: edit, sign in the e-signature dialog,
 * accept (the ministry: sign off), return with a reason; the PDF and the public QR check page.
 */
import { Alert } from '@mantine/core';
import type { HalfYearReportDto } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconArrowBack, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useSignStep } from '../e-signature/use-sign-step';
import { FieldSection, ItemActions } from '../kit/detail-layout';
import { ReasonAction } from '../kit/reason-dialog';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';
import { DIRECTOR_REPORTS } from './paths';
import { usePeriodLabel } from './periods';
import { ReportFormsTables } from './report-forms';
import { checkPageAction, downloadAction, editAction, useRecordSteps } from '../kit/record-steps';

/** The report's steps: `reports:<step>`, test ids `report-<step>`. */
const STEP_KEYS = { ns: 'reports', testId: 'report', reason: 'returnReason' };

function ReportActions({ report }: { report: HalfYearReportDto }) {
  const { t } = useTranslation('reports');
  const accept = api.halfYearReports.halfYearReportAccept.useMutation();
  const giveBack = api.halfYearReports.halfYearReportReturn.useMutation();
  const { can } = report;
  const steps = useRecordSteps(report, STEP_KEYS);
  const signStep = useSignStep(
    steps.sign('sign', api.halfYearReports.halfYearReportSign.useMutation(), t('signed')),
  );
  return (
    <ItemActions
      testId="report-actions"
      actions={[
        editAction(t('edit'), 'report-edit', `${DIRECTOR_REPORTS}/update/${report.id}`, can.update),
        signStep.action,
        steps.call('accept', IconCheck, accept, t('accepted')),
        downloadAction(t('downloadPdf'), 'report-pdf', () =>
          api.halfYearReports.halfYearReportPdf.download(
            { params: { id: report.id } },
            `half-year-report-${report.period.year}-${report.period.half}-${report.id}.pdf`,
          ),
        ),
        checkPageAction(report.publicId, t('check'), 'report-check'),
      ]}
    >
      <ReasonAction {...steps.reason('return', IconArrowBack, giveBack, t('returned'))} />
      {signStep.dialog}
    </ItemActions>
  );
}

function ReportFields({ report }: { report: HalfYearReportDto }) {
  const { t } = useTranslation('reports');
  const signature = report.directorSignature;
  return (
    <FieldSection
      title={t('structure')}
      fields={[
        { label: t('structure'), value: report.structure.name },
        { label: t('inn'), value: report.structure.inn || '—' },
        { label: t('region'), value: report.structure.regionName },
        {
          label: t('period'),
          value: `${formatDate(report.period.from)} – ${formatDate(report.period.to)}`,
        },
        { label: t('due'), value: formatDate(report.period.due) },
        report.daysLate > 0 && { label: t('daysLate'), value: String(report.daysLate) },
        !!signature && {
          label: t('signedOn'),
          value: `${signature.signerName ?? signature.certificateSubject ?? ''}, ${formatDateTime(new Date(signature.signingTime))}`,
        },
      ]}
    />
  );
}

export function ReportView({ id }: { id: number }) {
  const { t } = useTranslation('reports');
  const periodLabel = usePeriodLabel();
  const query = api.halfYearReports.halfYearReport.useQuery({ params: { id: id } });
  return (
    <RecordPage
      record="report"
      query={query}
      title={(report) => (report ? `${t('pdf.title')}: ${periodLabel(report.period)}` : t('title'))}
      lead={query.data?.structure.name}
      layout={(report) => ({
        status: <StatusBadge status={report.status} testId="report-status" />,
        notices: report.status === 'CANCELED' && report.returnReason && (
          <Alert color="orange" variant="light" title={t('returnReason')} data-testid="report-return-reason">
            {report.returnReason}
          </Alert>
        ),
        actions: <ReportActions report={report} />,
        history: report.history,
        children: (
          <>
            <ReportFields report={report} />
            <ReportFormsTables forms={report.forms} prefilled={report.prefilled} />
          </>
        ),
      })}
    />
  );
}

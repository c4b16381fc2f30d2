/**
 * /lawyer-profile/reports/half-yearly/update/{id} (report.fill): the director edits the four forms of a
 * report that is a draft or was returned (saving a returned one makes it a draft again), each prefilled
 * figure beside what the portal's records hold; saved, the report opens to be signed.
 */
import { Alert, Group, Stack } from '@mantine/core';
import type { HalfYearReportDto } from '@portal/contracts';
import type { HalfYearReportFormKey, HalfYearReportForms } from '@portal/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFieldErrors } from '../kit/form/step-form';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { DIRECTOR_REPORTS } from './paths';
import { usePeriodLabel } from './periods';
import { ReportFormsFields } from './report-forms';
import { SubmitButton } from '../kit/form/submit-button';

function EditForm({ report }: { report: HalfYearReportDto }) {
  const { t } = useTranslation('reports');
  const [forms, setForms] = useState<HalfYearReportForms>(report.forms);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = api.halfYearReports.halfYearReportUpdate.useMutation();
  const navigate = useNavigate();
  const change = (form: HalfYearReportFormKey, field: string, value: number) =>
    setForms((f) => ({ ...f, [form]: { ...f[form], [field]: value } }));
  const submit = () =>
    save.mutate(
      { id: report.id, forms },
      {
        onSuccess: () => {
          toast.success(t('saved'));
          void navigate(`${DIRECTOR_REPORTS}/view/${report.id}`);
        },
        onError: (error) =>
          setErrors(Object.fromEntries(apiFieldErrors(error).map((e) => [e.field, e.message]))),
      },
    );
  return (
    <Stack
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="report-form"
    >
      <Group>
        <StatusBadge status={report.status} testId="report-status" />
      </Group>
      {report.returnReason && report.status === 'CANCELED' && (
        <Alert color="orange" variant="light" title={t('returnReason')}>
          {report.returnReason}
        </Alert>
      )}
      <ReportFormsFields forms={forms} prefilled={report.prefilled} onChange={change} errors={errors} />
      <Group>
        <SubmitButton icon={IconDeviceFloppy} busy={save.isPending} testId="report-save">
          {t('save')}
        </SubmitButton>
      </Group>
    </Stack>
  );
}

export function ReportEdit({ id }: { id: number }) {
  const { t } = useTranslation('reports');
  const periodLabel = usePeriodLabel();
  const query = api.halfYearReports.halfYearReport.useQuery({ params: { id: id } });
  const report = query.data;
  return (
    <>
      <PageHeader
        title={report ? `${t('editTitle')}: ${periodLabel(report.period)}` : t('editTitle')}
        lead={report?.structure.name}
      />
      <QueryState query={query}>
        {report &&
          (report.can.update ? (
            <EditForm report={report} />
          ) : (
            <Alert color="gray" variant="light" data-testid="report-not-editable">
              {t('notEditable')}
            </Alert>
          ))}
      </QueryState>
    </>
  );
}

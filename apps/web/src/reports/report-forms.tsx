/**
 * The four forms of a half-year report as tables: each figure with the value and, for a report, what
 * the portal's records say (its `prefilled`); the edit form; a region's sums.
 */
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  HALF_YEAR_REPORT_FORM_KEYS,
  HALF_YEAR_REPORT_FORMS,
  HALF_YEAR_REPORT_PREFILLED,
  type HalfYearReportFormKey,
  type HalfYearReportForms,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../kit/list';

interface FigureRow {
  id: string;
  label: string;
  value: number;
  prefilled: number | null;
}

const valueOf = (forms: HalfYearReportForms, form: HalfYearReportFormKey, field: string) =>
  (forms[form] as Record<string, number>)[field] ?? 0;

/** The four forms, read-only: figure, value, portal records (where the portal computes it). */
export function ReportFormsTables({
  forms,
  prefilled,
}: {
  forms: HalfYearReportForms;
  prefilled: HalfYearReportForms;
}) {
  const { t } = useTranslation('reports');
  const columns: ListColumn<FigureRow>[] = [
    { key: 'label', title: t('figure') },
    { key: 'value', title: t('value'), align: 'right' },
    { key: 'prefilled', title: t('fromRecords'), align: 'right', value: (r) => r.prefilled ?? '—' },
  ];
  return (
    <Stack gap="lg">
      {HALF_YEAR_REPORT_FORM_KEYS.map((form) => (
        <section key={form} aria-label={t(`form.${form}`)}>
          <Title order={2} size="h4" mb="xs">
            {t(`form.${form}`)}
          </Title>
          <ListTable
            empty={{ text: t('emptyList.form') }}
            label={t(`form.${form}`)}
            testId={`report-${form}`}
            sortable={false}
            columns={columns}
            rowProps={(r) => ({ 'data-field': r.id })}
            records={HALF_YEAR_REPORT_FORMS[form].map((field) => ({
              id: field,
              label: t(`field.${field}`),
              value: valueOf(forms, form, field),
              prefilled: HALF_YEAR_REPORT_PREFILLED.includes(field) ? valueOf(prefilled, form, field) : null,
            }))}
          />
        </section>
      ))}
    </Stack>
  );
}

/** The four forms as whole-number fields (digits only); each prefilled figure says what the portal's records hold. */
export function ReportFormsFields({
  forms,
  prefilled,
  onChange,
  errors,
}: {
  forms: HalfYearReportForms;
  prefilled: HalfYearReportForms;
  onChange: (form: HalfYearReportFormKey, field: string, value: number) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="lg">
      {HALF_YEAR_REPORT_FORM_KEYS.map((form) => (
        <fieldset key={form} style={{ border: 0, padding: 0, margin: 0 }}>
          <Title component="legend" order={2} size="h4" mb="xs">
            {t(`form.${form}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {HALF_YEAR_REPORT_FORMS[form].map((field) => (
              <TextInput
                key={field}
                label={t(`field.${field}`)}
                description={
                  HALF_YEAR_REPORT_PREFILLED.includes(field)
                    ? t('portalFigure', { value: valueOf(prefilled, form, field) })
                    : undefined
                }
                value={String(valueOf(forms, form, field))}
                onChange={(e) =>
                  onChange(form, field, Number(e.currentTarget.value.replace(/\D/g, '').slice(0, 13) || 0))
                }
                inputMode="numeric"
                error={errors[`forms.${form}.${field}`]}
                data-testid={`report-field-${field}`}
              />
            ))}
          </SimpleGrid>
        </fieldset>
      ))}
    </Stack>
  );
}

/**
 * The legal-aid work report of a checklist of completed work (checkList/create, checkList/update):
 * license type, kind of legal aid, language, attendance date, the days the lawyer took part at each
 * instance, travel expenses. Checked with the contract's `checklistReportFieldsUntil` today; the fee is not
 * computed here: the API computes it from the rates when the report is saved, and the checklist's page
 * shows it. The form starts with what is known (the lawyer's license type, the request's kind of legal
 * aid and language), so its required choices never clear when the chosen option is clicked again
 * (Mantine's `allowDeselect`): a lawyer confirming the prefilled value would otherwise empty the field.
 */
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ChecklistDto,
  checklistReportFields,
  checklistReportFieldsUntil,
  type ChecklistReportFields,
  participationDay,
} from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useLanguageList, useLegalAidTypeList, useLicenseTypeList } from '../api/reference';
import { DayField } from '../kit/form/date-fields';
import { contractFields } from '../kit/form/field-rules';
import { ReferenceSelect, referenceId } from '../kit/form/reference-select';
import { zodFormValidator } from '../kit/form/form-validation';
import { formatTiyin, tashkentToday } from '@portal/domain';
import { parseSum } from '../legal-aid/money';
import { savedOr } from '../kit/form/contract-form';
import { SubmitButton } from '../kit/form/submit-button';
import { ActionButton } from '../kit/action-button';

export interface ChecklistFormState {
  licenseTypeId: string | null;
  legalAidId: string | null;
  languageId: string | null;
  attendanceDate: string | null;
  participations: { key: string; date: string | null; rateId: string | null }[];
  /** Sum as typed; sent as tiyin. */
  travelExpensesTiyin: string;
}

let rowKey = 0;
const newRow = (date: string | null = null, rateId: string | null = null) => ({
  key: `p${(rowKey += 1)}`,
  date,
  rateId,
});

export function checklistInitial(from: {
  licenseTypeId?: number | null;
  legalAidId?: number | null;
  languageId?: number | null;
  attendanceDate?: string | null;
  participations?: { date: string; rateId: number }[];
  travelExpensesTiyin?: number;
}): ChecklistFormState {
  const str = (v: number | null | undefined) => (v ? String(v) : null);
  return {
    licenseTypeId: str(from.licenseTypeId),
    legalAidId: str(from.legalAidId),
    languageId: str(from.languageId),
    attendanceDate: from.attendanceDate ?? null,
    participations: from.participations?.length
      ? from.participations.map((p) => newRow(p.date, String(p.rateId)))
      : [newRow(from.attendanceDate ?? null)],
    travelExpensesTiyin: from.travelExpensesTiyin
      ? formatTiyin(from.travelExpensesTiyin).replace(/\u00a0/g, ' ')
      : '',
  };
}

/** The report as the API takes it (what the schema checks). */
function reportFields(v: ChecklistFormState): Partial<Record<keyof ChecklistReportFields, unknown>> {
  const sum = v.travelExpensesTiyin.trim() === '' ? 0 : parseSum(v.travelExpensesTiyin);
  return {
    licenseTypeId: referenceId(v.licenseTypeId),
    legalAidId: referenceId(v.legalAidId),
    languageId: referenceId(v.languageId),
    attendanceDate: v.attendanceDate ?? undefined,
    participations: v.participations.map((p) => ({
      date: p.date ?? undefined,
      rateId: referenceId(p.rateId),
    })),
    travelExpensesTiyin: sum === null ? Number.NaN : sum,
  };
}

export function ChecklistForm({
  mode,
  initial,
  onSaved,
  onCancel,
}: {
  mode: { create: number } | { update: number };
  initial: ChecklistFormState;
  onSaved: (checklist: ChecklistDto) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('legal-aid-screens');
  const { t: tAll } = useTranslation();
  const licenseTypes = useLicenseTypeList();
  const legalAids = useLegalAidTypeList();
  const languages = useLanguageList();
  const instances = api.checklists.checklistLegalAidAddressList.useQuery();
  const create = api.checklists.checklistCreate.useMutation();
  const update = api.checklists.checklistUpdate.useMutation();
  // No day after today in Tashkent (the API checks again with the portal's clock).
  const validate = zodFormValidator<unknown>(checklistReportFieldsUntil(tashkentToday(new Date())), tAll);
  const form = useForm<ChecklistFormState>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validate(reportFields(values)),
  });
  const field = contractFields(form, checklistReportFields);
  const day = (index: number) =>
    contractFields(form, participationDay, { prefix: `participations.${index}.` });
  const instanceOptions = (instances.data?.list ?? []).map((i) => ({
    value: String(i.id),
    label: t('checklist.instanceOption', { name: i.name, amount: formatTiyin(i.amountTiyin) }),
  }));

  const submit = (values: ChecklistFormState) => {
    const fields = reportFields(values) as ChecklistReportFields;
    const handlers = savedOr(form, tAll('errors:success.saved'), onSaved);
    if ('create' in mode) create.mutate({ requestId: mode.create, ...fields }, handlers);
    else update.mutate({ id: mode.update, ...fields }, handlers);
  };

  const rows = form.getValues().participations;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="checklist-form">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReferenceSelect
            items={licenseTypes.data?.list}
            {...field('licenseTypeId', t('checklist.licenseType'), 'checklist-field-license')}
          />
          <ReferenceSelect
            items={legalAids.data?.list}
            {...field('legalAidId', t('request.legalAid'), 'checklist-field-legal-aid')}
          />
          <ReferenceSelect
            items={languages.data?.list}
            {...field('languageId', t('request.language'), 'checklist-field-language')}
          />
          <DayField
            {...field('attendanceDate', t('checklist.attendanceDate'), 'checklist-field-attendance')}
          />
        </SimpleGrid>
        <section aria-labelledby="participations-title">
          <Title order={2} size="h4" id="participations-title" mb={4}>
            {t('checklist.participations')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('checklist.participationsHint')}
          </Text>
          <Stack gap="sm">
            {rows.map((row, index) => (
              <Group key={row.key} align="flex-start" gap="sm" wrap="wrap" data-testid="participation-row">
                <DayField
                  label={t('checklist.day', { n: index + 1 })}
                  w={180}
                  data-testid={`participation-date-${index}`}
                  {...day(index)('date')}
                />
                <Select
                  label={t('checklist.instance')}
                  allowDeselect={false}
                  data={instanceOptions}
                  style={{ flex: 1, minWidth: 220 }}
                  data-testid={`participation-instance-${index}`}
                  {...day(index)('rateId')}
                />
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  mt={28}
                  aria-label={t('checklist.removeDay', { n: index + 1 })}
                  onClick={() => form.removeListItem('participations', index)}
                  data-testid={`participation-remove-${index}`}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            {typeof form.errors.participations === 'string' && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.participations}
              </Text>
            )}
            <Group>
              <ActionButton
                variant="light"
                icon={IconPlus}
                onClick={() => form.insertListItem('participations', newRow())}
                testId="participation-add"
              >
                {t('checklist.addDay')}
              </ActionButton>
            </Group>
          </Stack>
        </section>
        <TextInput
          label={t('checklist.travel')}
          description={t('checklist.travelHint')}
          inputMode="decimal"
          maxLength={20}
          w={{ base: '100%', sm: 280 }}
          data-testid="checklist-field-travel"
          {...form.getInputProps('travelExpensesTiyin')}
        />
        <Group gap="sm">
          <SubmitButton busy={create.isPending || update.isPending} testId="checklist-save">
            {t('checklist.save')}
          </SubmitButton>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {tAll('common:actions.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

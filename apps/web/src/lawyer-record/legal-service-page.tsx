/**
 * /lawyer-profile/yur-xizmat: the lawyer's legal-service information (docs/domain.md "Legal-service
 * information"): main fields of practice (lawyerMainTypeCreate, at most 5), languages of work, office
 * address and reception hours (legalServiceUpdate), with the license types and the structure from the bar
 * record. The public directory card shows fields, office and hours.
 */
import { MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type LegalServiceInfo, legalServiceBody, mainTypeBody } from '@portal/contracts';
import { formatDate, PRACTICE_FIELDS_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useLanguageList, usePracticeFieldList } from '../api/reference';
import { FieldList } from '../kit/field-list';
import { TitledCard } from '../cabinet/titled-card';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';
import { QueryState } from '../kit/list';
import { StatusBadge } from '../kit/status-badge';
import { namespacesLoader } from '../i18n/i18n';
import { PageHeader } from '../shell/page-header';

export const loader = namespacesLoader(['lawyer-record']);

const ids = (list: { id: number }[]) => list.map((x) => String(x.id));

function FieldsForm({ info }: { info: LegalServiceInfo }) {
  const { t } = useTranslation('lawyer-record');
  const fields = usePracticeFieldList();
  const save = api.lawyerRecord.lawyerMainTypeCreate.useMutation();
  const { form } = useContractForm(mainTypeBody, { mainTypeIds: ids(info.mainTypes) });
  const submit = submitThrough(form, save, {
    label: t('record.save'),
    body: (values) => ({ mainTypeIds: values.mainTypeIds.map(Number) }),
    saved: t('service.fieldsSaved'),
  });
  return (
    <SubmitForm card title={t('service.fieldsTitle')} submit={submit} testId="service-fields">
      <MultiSelect
        label={t('service.fields')}
        description={t('service.fieldsHint', { max: PRACTICE_FIELDS_MAX })}
        required
        searchable
        maxValues={PRACTICE_FIELDS_MAX}
        data={(fields.data?.list ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        {...form.getInputProps('mainTypeIds')}
        data-testid="service-fields"
      />
    </SubmitForm>
  );
}

function ServiceForm({ info }: { info: LegalServiceInfo }) {
  const { t } = useTranslation('lawyer-record');
  const languages = useLanguageList();
  const save = api.lawyerRecord.legalServiceUpdate.useMutation();
  const { form, field } = useContractForm(legalServiceBody, {
    languageIds: ids(info.languages),
    officeAddress: info.officeAddress ?? '',
    receptionHours: info.receptionHours ?? '',
  });
  const submit = submitThrough(form, save, {
    label: t('record.save'),
    body: (values) => ({ ...values, languageIds: values.languageIds.map(Number) }),
    saved: t('service.saved'),
  });
  return (
    <SubmitForm card title={t('service.officeTitle')} submit={submit} testId="service">
      <Stack gap="sm">
        <MultiSelect
          label={t('service.languages')}
          required
          searchable
          data={(languages.data?.list ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          {...form.getInputProps('languageIds')}
          data-testid="service-languages"
        />
        <Textarea
          label={t('service.officeAddress')}
          {...field('officeAddress')}
          data-testid="service-office"
        />
        <TextInput
          label={t('service.receptionHours')}
          description={t('service.receptionHint')}
          {...field('receptionHours')}
          data-testid="service-hours"
        />
      </Stack>
    </SubmitForm>
  );
}

export function LegalServicePage() {
  const { t } = useTranslation('lawyer-record');
  const info = api.lawyerRecord.legalServiceInfo.useQuery();
  const current = info.data?.licenseTypes.filter((l) => l.current) ?? [];
  return (
    <>
      <PageHeader title={t('service.title')} lead={t('service.lead')} />
      <QueryState query={info}>
        {info.data && (
          <Stack gap="lg" data-testid="legal-service">
            <TitledCard title={t('service.recordTitle')}>
              <FieldList
                fields={[
                  { label: t('service.structure'), value: info.data.structure?.name ?? t('service.alone') },
                  ...current.map((l) => ({
                    label: t('service.license'),
                    value: (
                      <span data-testid="service-license">
                        {l.name} · {[l.serial, l.number].join(' ')} · {formatDate(l.givenDate)}{' '}
                        <StatusBadge status={l.status} kind="license" />
                      </span>
                    ),
                  })),
                ]}
              />
              <Text size="sm" mt="md" c="dimmed">
                {t('service.publicCard')}
              </Text>
            </TitledCard>
            <FieldsForm info={info.data} />
            <ServiceForm info={info.data} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

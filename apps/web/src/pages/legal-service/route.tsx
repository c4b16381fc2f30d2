/**
 * /lawyer-profile/yur-xizmat: the lawyer's legal-service information (docs/domain.md "Legal-service
 * information"): main fields of practice (lawyerMainTypeCreate, at most 5), languages of work, office
 * address and reception hours (legalServiceUpdate), with the license types and the structure from the bar
 * record. The public directory card shows fields, office and hours.
 */
import { Button, Card, MultiSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LegalServiceInfo, legalServiceBody, mainTypeBody } from '@portal/contracts';
import { formatDate, PRACTICE_FIELDS_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLegalService, useSetMainTypes, useUpdateLegalService } from '../../api/lawyer-record';
import { useLanguageList, usePracticeFieldList } from '../../api/reference';
import { FieldList } from '../../cabinet/field-list';
import { contractFields } from '../../kit/form/field-rules';
import { showApiFieldErrors } from '../../kit/form/step-form';
import { QueryState } from '../../kit/list';
import { StatusBadge } from '../../kit/status-badge';
import { loadNamespaces } from '../../i18n/i18n';
import { zodFormValidator } from '../../legal-aid/form-validation';
import { PageHeader } from '../../shell/page-header';
import { toast } from '../../shell/toast';

export async function loader() {
  await loadNamespaces(['lawyer-record']);
  return null;
}

const ids = (list: { id: number }[]) => list.map((x) => String(x.id));

function FieldsForm({ info }: { info: LegalServiceInfo }) {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const fields = usePracticeFieldList();
  const save = useSetMainTypes();
  const form = useForm({
    initialValues: { mainTypeIds: ids(info.mainTypes) },
    validate: zodFormValidator(mainTypeBody, te),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { mainTypeIds: values.mainTypeIds.map(Number) },
      {
        onSuccess: () => toast.success(t('service.fieldsSaved')),
        onError: (error) => showApiFieldErrors(form, error),
      },
    ),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Title order={2} size="h3" mb="md">
        {t('service.fieldsTitle')}
      </Title>
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
      <Button type="submit" mt="md" loading={save.isPending} data-testid="service-fields-submit">
        {t('record.save')}
      </Button>
    </Card>
  );
}

function ServiceForm({ info }: { info: LegalServiceInfo }) {
  const { t } = useTranslation('lawyer-record');
  const { t: te } = useTranslation('errors');
  const languages = useLanguageList();
  const save = useUpdateLegalService();
  const form = useForm({
    initialValues: {
      languageIds: ids(info.languages),
      officeAddress: info.officeAddress ?? '',
      receptionHours: info.receptionHours ?? '',
    },
    validate: zodFormValidator(legalServiceBody, te),
  });
  const field = contractFields(form, legalServiceBody);
  const submit = form.onSubmit((values) =>
    save.mutate(
      { ...values, languageIds: values.languageIds.map(Number) },
      {
        onSuccess: () => toast.success(t('service.saved')),
        onError: (error) => showApiFieldErrors(form, error),
      },
    ),
  );
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Title order={2} size="h3" mb="md">
        {t('service.officeTitle')}
      </Title>
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
          autosize
          minRows={2}
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
      <Button type="submit" mt="md" loading={save.isPending} data-testid="service-submit">
        {t('record.save')}
      </Button>
    </Card>
  );
}

export function Component() {
  const { t } = useTranslation('lawyer-record');
  const info = useLegalService();
  const current = info.data?.licenseTypes.filter((l) => l.current) ?? [];
  return (
    <>
      <PageHeader title={t('service.title')} lead={t('service.lead')} />
      <QueryState query={info}>
        {info.data && (
          <Stack gap="lg" data-testid="legal-service">
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h3" mb="md">
                {t('service.recordTitle')}
              </Title>
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
            </Card>
            <FieldsForm info={info.data} />
            <ServiceForm info={info.data} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

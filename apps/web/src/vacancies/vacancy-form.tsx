/**
 * /lawyer-profile/announcement/create (DIRECTOR): a vacancy announcement of the structure: type, places,
 * end date, paid (with the monthly amount) or unpaid, the place on the map, the classificator (a license
 * type), a description. Checked with the contract's schema; the API's field errors land on their field.
 */
import { Card, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { VACANCY_TYPES, vacancyForm, type VacancyForm as Values } from '@portal/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { useLicenseTypeList } from '../api/reference';
import { zodFormValidator } from '../kit/form/form-validation';
import { MapPicker } from '../public/map-picker';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { TextDayField } from '../kit/form/date-fields';
import { ActionButton } from '../kit/action-button';

export function VacancyCreate() {
  const { t } = useTranslation('cabinet');
  const { t: tAll } = useTranslation();
  const navigate = useNavigate();
  const create = api.structureVacancies.vacancyCreate.useMutation();
  const classificators = useLicenseTypeList();
  const validate = useMemo(() => zodFormValidator<Values>(vacancyForm, tAll), [tAll]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      type: 'INTERNSHIP',
      count: 1,
      endDate: '',
      paid: false,
      amount: null,
      latitude: null,
      longitude: null,
      classificatorId: null,
      description: '',
    },
    validate,
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, amount: values.paid ? values.amount : null },
      {
        onSuccess: () => {
          toast.success(t('vacancies.published'));
          void navigate('/lawyer-profile/announcement');
        },
      },
    ),
  );
  return (
    <Stack>
      <PageHeader title={t('vacancies.createTitle')} />
      <Card withBorder>
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Select
                label={t('vacancies.type')}
                required
                data={VACANCY_TYPES.map((v) => ({ value: v, label: t(`vacancies.types.${v}`) }))}
                {...form.getInputProps('type')}
                data-testid="vacancy-type"
              />
              <NumberInput
                label={t('vacancies.count')}
                required
                min={1}
                max={100}
                allowDecimal={false}
                {...form.getInputProps('count')}
                data-testid="vacancy-count"
              />
              <TextDayField
                label={t('vacancies.endDate')}
                required
                {...form.getInputProps('endDate')}
                data-testid="vacancy-end-date"
              />
              <Switch
                label={t('vacancies.paid')}
                {...form.getInputProps('paid', { type: 'checkbox' })}
                data-testid="vacancy-paid"
              />
              {form.values.paid && (
                <NumberInput
                  label={t('vacancies.amount')}
                  required
                  min={1}
                  thousandSeparator=" "
                  {...form.getInputProps('amount')}
                  value={form.values.amount ?? ''}
                  onChange={(v) => form.setFieldValue('amount', typeof v === 'number' ? v : null)}
                  data-testid="vacancy-amount"
                />
              )}
              <Select
                label={t('vacancies.classificator')}
                searchable
                clearable
                data={(classificators.data?.list ?? []).map((x: { id: number; name: string }) => ({
                  value: String(x.id),
                  label: x.name,
                }))}
                value={form.values.classificatorId ? String(form.values.classificatorId) : null}
                onChange={(v) => form.setFieldValue('classificatorId', v ? Number(v) : null)}
                error={form.errors.classificatorId}
                data-testid="vacancy-classificator"
              />
            </SimpleGrid>
            <Textarea
              label={t('vacancies.description')}
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('description')}
              data-testid="vacancy-description"
            />
            <MapPicker
              label={t('vacancies.place')}
              testId="vacancy-place"
              value={{ latitude: form.values.latitude ?? null, longitude: form.values.longitude ?? null }}
              onChange={(p) => form.setValues({ latitude: p.latitude, longitude: p.longitude })}
            />
            <ActionButton
              type="submit"
              loading={create.isPending}
              icon={IconDeviceFloppy}
              testId="vacancy-publish"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('vacancies.publish')}
            </ActionButton>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

/**
 * A new appeal (`create/{mode}`): pro bono help of a person with a disability, or state-funded legal aid
 * of a citizen. Three steps of the contract's schema (appealCreateFields): where and about what, the
 * appeal itself (with its word count), the passport (pro bono) and the consent. The API asks the
 * register; its refusal is shown under the field it names, or whole above the form (a toast cuts a
 * message at 50 characters, spec section 8).
 */
import { Alert, Checkbox, FileInput, MultiSelect, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { appealCreateFields, stateFundedCreateFields } from '@portal/contracts';
import { APPEAL_FILE_MAX_BYTES, APPEAL_MAX_REGIONS, APPEAL_MAX_WORDS, countWords } from '@portal/domain';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contractFields } from '../kit/form/field-rules';
import { ApiError } from '../api/client';
import { api } from '../api/api';
import { type AppealMode, useCreateAppeal } from '../api/appeals';
import { useRegions } from '../api/reference';
import { type FormStep, StepForm } from '../kit/form/step-form';
import { toast } from '../shell/toast';
import { appealLinks } from './appeal-links';

interface Values {
  regionIds: string[];
  fieldId: string | null;
  brief: string;
  content: string;
  passportSerialNumber: string;
  consent: boolean;
  file: File | null;
}

export function AppealForm({ mode }: { mode: AppealMode }) {
  const { t } = useTranslation('appeals');
  const navigate = useNavigate();
  const regions = useRegions();
  const fields = api.appeals.fieldsOfApplicationList.useQuery({}, { staleTime: 3_600_000 });
  const info = api.clients.clientsInfo.useQuery();
  const create = useCreateAppeal(mode);
  const schema = mode === 'pro-bono' ? appealCreateFields : stateFundedCreateFields;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      regionIds: [],
      fieldId: null,
      brief: '',
      content: '',
      passportSerialNumber: info.data?.passport ?? '',
      consent: false,
      file: null,
    },
  });
  const field = contractFields(form, schema);
  const [refusal, setRefusal] = useState<string | null>(null);
  const words = countWords(form.values.content);
  // the passport on record fills the field once it is known (the person may still change it)
  const known = info.data?.passport ?? null;
  useEffect(() => {
    if (known && !form.getValues().passportSerialNumber) form.setFieldValue('passportSerialNumber', known);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the passport on record arrives
  }, [known]);

  const steps: FormStep<Values>[] = [
    {
      id: 'where',
      title: t('create.stepWhere'),
      schema: schema.pick({ regionIds: true, fieldId: true }),
      render: () => (
        <>
          <MultiSelect
            maxValues={APPEAL_MAX_REGIONS}
            data={(regions.data?.list ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            {...field('regionIds', t('create.regions'), 'appeal-regions')}
            required
          />
          <Select
            data={(fields.data?.list ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
            allowDeselect={false}
            {...field('fieldId', t('create.field'), 'appeal-field')}
            required
          />
        </>
      ),
    },
    {
      id: 'text',
      title: t('create.stepText'),
      schema: schema.pick({ brief: true, content: true }),
      render: (f) => (
        <>
          <TextInput {...field('brief', t('create.brief'), 'appeal-brief')} required />
          <Textarea
            label={t('create.content')}
            required
            minRows={8}
            maxRows={20}
            data-testid="appeal-content"
            description={
              <Text span size="xs" c={words > APPEAL_MAX_WORDS ? 'red' : 'dimmed'} data-testid="appeal-words">
                {t('create.words', { count: words, max: APPEAL_MAX_WORDS })}
              </Text>
            }
            {...f.getInputProps('content')}
          />
          <FileInput
            label={t('create.file', { max: APPEAL_FILE_MAX_BYTES / 1024 / 1024 })}
            accept="application/pdf,.pdf,image/jpeg,image/png,image/webp"
            clearable
            leftSection={<IconPaperclip size={18} aria-hidden="true" />}
            data-testid="appeal-file"
            {...f.getInputProps('file')}
          />
        </>
      ),
    },
    {
      id: 'send',
      title: t('create.stepSend'),
      schema: schema
        .pick({ consent: true })
        .extend(
          mode === 'pro-bono' ? { passportSerialNumber: appealCreateFields.shape.passportSerialNumber } : {},
        ),
      render: (f) => (
        <>
          {mode === 'pro-bono' && (
            <TextInput
              label={t('create.passport')}
              description={t('create.passportHint')}
              required
              maxLength={10}
              data-testid="appeal-passport"
              {...f.getInputProps('passportSerialNumber')}
            />
          )}
          <Checkbox
            label={t('create.consent')}
            data-testid="appeal-consent"
            {...f.getInputProps('consent', { type: 'checkbox' })}
          />
        </>
      ),
    },
  ];

  return (
    <>
      {refusal && (
        <Alert color="red" role="alert" mb="md" data-testid="appeal-refusal">
          {refusal}
        </Alert>
      )}
      <StepForm
        form={form}
        steps={steps}
        testId="appeal-form"
        finishLabel={t('create.send')}
        busy={create.isPending}
        onFinish={async (v) => {
          const body = new FormData();
          body.set('regionIds', v.regionIds.join(','));
          body.set('fieldId', v.fieldId ?? '');
          body.set('brief', v.brief);
          body.set('content', v.content);
          if (mode === 'pro-bono') body.set('passportSerialNumber', v.passportSerialNumber);
          body.set('consent', String(v.consent));
          if (v.file) body.set('file', v.file);
          setRefusal(null);
          const appeal = await create.mutateAsync(body).catch((error: unknown) => {
            // the step form shows a refusal under a field of its steps; any other (the register, the file) here
            const onStep = (field: string) => steps.some((s) => Object.hasOwn(s.schema.shape, field));
            if (error instanceof ApiError && !error.issues?.length && !(error.field && onStep(error.field)))
              setRefusal(error.message);
            throw error;
          });
          toast.success(t('create.sent'));
          await navigate(appealLinks.view(appeal.id));
        }}
      />
    </>
  );
}

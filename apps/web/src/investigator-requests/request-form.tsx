/**
 * The investigator's new request for a state-funded lawyer (getInfo/org-request_create-send), as a
 * step form whose steps check the contract's `orgRequestCreateFields`: the criminal case (picked from
 * the interior-ministry registry by case number or the person's pinfl, or typed), the person, where and
 * when to attend (with the duty lawyers the draw would pick among now), the request document (PDF). The
 * answer says what happened: a lawyer was drawn (SEND), nobody is on duty (WAIT), or the person is not
 * in the registry (PERSON_NOT_FOUND).
 */
import { Alert, Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  type CriminalCaseDto,
  ORG_REQUEST_FILE_FIELD,
  orgRequestCreateFields,
  type LawyerForSendItem,
  type OrgRequestItem,
} from '@portal/contracts';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api } from '../api/api';
import { useLanguageList, useLegalAidTypeList, useRegions } from '../api/reference';
import { FieldList } from '../kit/field-list';
import { CaseLookup } from '../legal-aid/case-lookup';
import { DayField, TimeField } from '../kit/form/date-fields';
import { optionalPdfFile, PdfFileField } from '../kit/form/pdf-file-field';
import { type FormStep, StepForm } from '../kit/form/step-form';
import { fieldRules } from '../kit/form/field-rules';
import { ReferenceSelect, referenceId, referenceName } from '../kit/form/reference-select';
import { formatDate, tashkentInstant } from '@portal/domain';
import { toast } from '../shell/toast';
import { investigatorRequestPath } from './request-links';
import { useDisplayName } from '../i18n/display-name';
import { ListTable } from '../kit/list';
import { dutyLawyerColumns } from './draw-record';

interface RequestFormState {
  caseNumber: string;
  caseArticle: string;
  caseSummary: string;
  organizationName: string;
  personPinfl: string;
  regionId: string | null;
  languageId: string | null;
  legalAidId: string | null;
  attendancePlace: string;
  attendanceDay: string | null;
  attendanceTime: string;
  file: File | null;
  /** Ticked after the API said a request on this case and person is still at work. */
  confirmDuplicate: boolean;
}

const EMPTY: RequestFormState = {
  caseNumber: '',
  caseArticle: '',
  caseSummary: '',
  organizationName: '',
  personPinfl: '',
  regionId: null,
  languageId: null,
  legalAidId: null,
  attendancePlace: '',
  attendanceDay: null,
  attendanceTime: '',
  file: null,
  confirmDuplicate: false,
};

const C = orgRequestCreateFields.shape;

/** The values as the API takes them (what the steps check). */
function requestFields(v: RequestFormState) {
  return {
    caseNumber: v.caseNumber.trim(),
    caseArticle: v.caseArticle,
    caseSummary: v.caseSummary,
    organizationName: v.organizationName,
    personPinfl: v.personPinfl.trim(),
    regionId: referenceId(v.regionId),
    languageId: referenceId(v.languageId),
    legalAidId: referenceId(v.legalAidId),
    attendancePlace: v.attendancePlace,
    attendanceAt:
      (v.attendanceDay && tashkentInstant(v.attendanceDay, v.attendanceTime)?.toISOString()) || undefined,
    file: v.file,
    confirmDuplicate: v.confirmDuplicate || undefined,
  };
}

export const caseStep = z.object({
  caseNumber: C.caseNumber,
  caseArticle: C.caseArticle,
  caseSummary: C.caseSummary,
  organizationName: C.organizationName,
});
export const personStep = z.object({ personPinfl: C.personPinfl });
const attendanceStep = z.object({
  regionId: C.regionId,
  languageId: C.languageId,
  legalAidId: C.legalAidId,
  attendancePlace: C.attendancePlace,
  attendanceAt: C.attendanceAt,
  file: optionalPdfFile,
});
/** The last step holds the confirmation, so the API's 409 on `confirmDuplicate` is shown there. */
export const reviewStep = z.object({ confirmDuplicate: C.confirmDuplicate });

/**
 * The API refused the request because one on the same case and person is still at work: its message
 * (which names that request and what can be done) and the box to send a second one anyway. Shown only
 * once the API said so, and while the box is ticked.
 */
export function DuplicateRequestConfirm<V extends { confirmDuplicate: boolean }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation('legal-aid-screens');
  const refusal = form.errors.confirmDuplicate;
  const { error: _shownAbove, ...box } = form.getInputProps('confirmDuplicate', { type: 'checkbox' });
  if (!refusal && !form.getValues().confirmDuplicate) return null;
  return (
    <Stack gap="xs">
      {refusal && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={t('create.duplicateTitle')}
          data-testid="request-duplicate"
        >
          {refusal}
        </Alert>
      )}
      <Checkbox label={t('create.confirmDuplicate')} data-testid="request-confirm-duplicate" {...box} />
    </Stack>
  );
}

function DutyPreview({ values }: { values: RequestFormState }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const regionId = values.regionId ? Number(values.regionId) : 0;
  const languageId = values.languageId ? Number(values.languageId) : 0;
  const date = values.attendanceDay ?? '';
  const lawyers = api.orgRequests.listLawyerForSend.useQuery(
    { query: { regionId, languageId, date } },
    { enabled: Boolean(regionId && languageId && date) },
  );
  if (!lawyers.data) return null;
  return (
    <section aria-labelledby="duty-preview-title" data-testid="duty-preview">
      <Title order={3} size="h4" id="duty-preview-title" mb="xs">
        {t('create.dutyTitle')}
      </Title>
      {lawyers.data.total === 0 ? (
        <Alert color="orange" variant="light" data-testid="duty-preview-empty">
          {t('create.dutyEmpty')}
        </Alert>
      ) : (
        <ListTable
          empty={{ text: t('emptyList.lawyers') }}
          records={lawyers.data.list}
          columns={[
            ...dutyLawyerColumns<LawyerForSendItem>(t, {
              name: (l) => displayName(l.fullName) ?? '',
              cell: (l) => (
                <>
                  {displayName(l.fullName)}
                  {l.contragentName && (
                    <Text size="sm" c="dimmed">
                      {displayName(l.contragentName)}
                    </Text>
                  )}
                </>
              ),
            }),
            { key: 'chancePercent', title: t('create.chance'), value: (l) => `${l.chancePercent}%` },
          ]}
          label={t('create.dutyTitle')}
          rowKey="lawyerId"
          rowProps={() => ({ 'data-testid': 'duty-preview-row' })}
        />
      )}
    </section>
  );
}

export function RequestForm() {
  const { t } = useTranslation('legal-aid-screens');
  const { t: tAll } = useTranslation();
  const navigate = useNavigate();
  const regions = useRegions();
  const languages = useLanguageList();
  const legalAids = useLegalAidTypeList();
  const create = api.orgRequests.orgRequestCreateSend.useMutation();
  const form = useForm<RequestFormState>({ mode: 'controlled', initialValues: EMPTY });

  const pickCase = (c: CriminalCaseDto) => {
    form.setValues({
      caseNumber: c.caseNumber,
      caseArticle: c.article,
      organizationName: c.investigator.organization,
      personPinfl: c.accused.pinfl,
      regionId: String(c.regionId),
      attendancePlace: form.getValues().attendancePlace || c.investigator.organization,
    });
  };

  const send = async (values: RequestFormState) => {
    const fields = requestFields(values);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (name === 'file' || value === undefined || value === null || value === '') continue;
      body.append(name, String(value));
    }
    if (values.file) body.append(ORG_REQUEST_FILE_FIELD, values.file);
    const request: OrgRequestItem = await create.mutateAsync(body);
    const tone = request.status === 'SEND' ? 'success' : 'warning';
    toast[tone](t(`create.result.${request.status}`, { defaultValue: tAll('errors:success.saved') }));
    void navigate(investigatorRequestPath(request.id));
  };

  const steps: FormStep<RequestFormState>[] = [
    {
      id: 'case',
      title: t('create.step.case'),
      schema: caseStep,
      render: (f, field) => (
        <>
          {/* The case number is asked once: the registry lookup below searches this field. */}
          <TextInput {...field('caseNumber', t('request.caseNumber'), 'request-field-case')} />
          <CaseLookup
            onPick={pickCase}
            pickedCase={f.getValues().caseNumber || null}
            numberField={{
              value: f.getValues().caseNumber,
              setError: (message) => f.setFieldError('caseNumber', message),
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('caseArticle', t('request.caseArticle'), 'request-field-article')} />
            <TextInput
              {...field('organizationName', t('request.organization'), 'request-field-organization')}
            />
          </SimpleGrid>
          <Textarea label={t('request.caseSummary')} {...field('caseSummary')} />
        </>
      ),
    },
    {
      id: 'person',
      title: t('create.step.person'),
      schema: personStep,
      render: (_f, field) => (
        <>
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            {tAll('errors:business.pinflRequiredForData')}
          </Alert>
          <TextInput
            label={t('request.personPinfl')}
            description={t('create.pinflHint')}
            data-testid="request-field-pinfl"
            {...field('personPinfl')}
          />
        </>
      ),
    },
    {
      id: 'attendance',
      title: t('create.step.attendance'),
      schema: attendanceStep,
      render: (f, field) => {
        const errors = f.errors;
        const { required } = fieldRules(C.attendanceAt);
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ReferenceSelect
                items={regions.data?.list}
                {...field('regionId', t('request.region'), 'request-field-region')}
              />
              <ReferenceSelect
                items={languages.data?.list}
                {...field('languageId', t('request.language'), 'request-field-language')}
              />
              <ReferenceSelect
                items={legalAids.data?.list}
                {...field('legalAidId', t('request.legalAid'), 'request-field-legal-aid')}
              />
              <TextInput {...field('attendancePlace', t('request.attendancePlace'), 'request-field-place')} />
              <DayField
                label={t('request.attendanceDay')}
                required={required}
                data-testid="request-field-day"
                {...f.getInputProps('attendanceDay')}
                error={errors.attendanceDay ?? errors.attendanceAt}
              />
              <TimeField
                label={t('request.attendanceTime')}
                description={t('create.timeHint')}
                required={required}
                data-testid="request-field-time"
                {...f.getInputProps('attendanceTime')}
                error={errors.attendanceTime ?? (errors.attendanceAt ? ' ' : undefined)}
              />
              <PdfFileField
                description={t('create.fileHint')}
                {...field('file', t('request.file'), 'request-field-file')}
              />
            </SimpleGrid>
            <DutyPreview values={f.getValues()} />
          </>
        );
      },
    },
    {
      id: 'review',
      title: t('create.step.review'),
      schema: reviewStep,
      render: (f) => {
        const v = f.getValues();
        return (
          <Stack gap="md" data-testid="request-review">
            <Text>{t('create.reviewText')}</Text>
            <FieldList
              fields={[
                { label: t('request.caseNumber'), value: v.caseNumber },
                { label: t('request.personPinfl'), value: v.personPinfl },
                { label: t('request.region'), value: referenceName(regions.data?.list, v.regionId) },
                { label: t('request.language'), value: referenceName(languages.data?.list, v.languageId) },
                { label: t('request.legalAid'), value: referenceName(legalAids.data?.list, v.legalAidId) },
                { label: t('request.attendancePlace'), value: v.attendancePlace },
                {
                  label: t('request.attendance'),
                  value: `${formatDate(v.attendanceDay)} ${v.attendanceTime}`,
                },
                { label: t('request.file'), value: v.file?.name },
              ]}
            />
            <DuplicateRequestConfirm form={f} />
          </Stack>
        );
      },
    },
  ];

  return (
    <StepForm
      form={form}
      steps={steps}
      prepare={requestFields}
      finishLabel={t('create.send')}
      onFinish={send}
      busy={create.isPending}
      testId="request-form"
    />
  );
}

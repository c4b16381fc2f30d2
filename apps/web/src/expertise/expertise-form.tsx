/**
 * The lawyer's request for an expertise on one of their orders (expertise/create), as a step form whose
 * steps check the contract's `expertiseFields`: the organization and the research type, the expert actions
 * with their prices and the total, the questions put to the expert with the deadline asked and the
 * materials (PDF, JPEG or PNG), and a review. "Save draft" keeps it TEMPORARY; "Send" sends it to the
 * organization (NEW). A draft (`draft` in the URL) opens with its values.
 */
import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EXPERTISE_CASE_KIND_VALUES,
  EXPERTISE_FILE_FIELD,
  EXPERTISE_FILE_MAX_BYTES,
  EXPERTISE_FILE_TYPES,
  EXPERTISE_KIND_VALUES,
  EXPERTISE_MAX_FILES,
  type ExpertiseDto,
  expertiseFields,
} from '@portal/contracts';
import { formatDate, formatTiyin } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api } from '../api/api';
import { FieldList } from '../kit/field-list';
import { TextDayField } from '../kit/form/date-fields';
import { FilesField, filesWithin } from '../kit/form/files-field';
import { ReferenceSelect, referenceId, referenceName } from '../kit/form/reference-select';
import { type FormStep, StepForm } from '../kit/form/step-form';
import { toast } from '../shell/toast';
import { EXPERTISE_LINKS } from './links';

/** The materials a request and a petition's answer take. */
export const EXPERTISE_FILE_LIMITS = {
  types: EXPERTISE_FILE_TYPES,
  maxBytes: EXPERTISE_FILE_MAX_BYTES,
  maxFiles: EXPERTISE_MAX_FILES,
};

interface FormState {
  organizationId: string | null;
  researchTypeId: string | null;
  kind: (typeof EXPERTISE_KIND_VALUES)[number];
  caseKind: (typeof EXPERTISE_CASE_KIND_VALUES)[number];
  actionIds: string[];
  questions: string;
  requestedBy: string;
  files: File[];
}

const EMPTY: FormState = {
  organizationId: null,
  researchTypeId: null,
  kind: 'PRIMARY',
  caseKind: 'CRIMINAL',
  actionIds: [],
  questions: '',
  requestedBy: '',
  files: [],
};

function valuesOf(draft: ExpertiseDto): FormState {
  return {
    organizationId: String(draft.organization.id),
    researchTypeId: String(draft.researchType.id),
    kind: draft.kind,
    caseKind: draft.caseKind,
    actionIds: draft.actions.map((a) => String(a.id)),
    questions: draft.questions,
    requestedBy: draft.requestedBy ?? '',
    files: [],
  };
}

const S = expertiseFields.shape;
const choiceStep = z.object({
  organizationId: S.organizationId,
  researchTypeId: S.researchTypeId,
  kind: S.kind,
  caseKind: S.caseKind,
});
const actionsStep = z.object({ actionIds: S.actionIds });
const questionsStep = z.object({
  questions: S.questions,
  requestedBy: S.requestedBy,
  files: filesWithin(EXPERTISE_FILE_LIMITS),
});

/** The values as the API takes them (what the steps check). */
function prepared(v: FormState) {
  return {
    organizationId: referenceId(v.organizationId),
    researchTypeId: referenceId(v.researchTypeId),
    kind: v.kind,
    caseKind: v.caseKind,
    actionIds: v.actionIds.map(Number),
    questions: v.questions,
    requestedBy: v.requestedBy || null,
    files: v.files,
  };
}

export function ExpertiseForm({ orderId, draft }: { orderId: number; draft?: ExpertiseDto }) {
  const { t } = useTranslation('expertise');
  const navigate = useNavigate();
  const organizations = api.expertise.expertiseOrganizations.useQuery({});
  const researchTypes = api.expertise.expertiseResearchTypes.useQuery({});
  const create = api.expertise.expertiseCreate.useMutation();
  const form = useForm<FormState>({ mode: 'controlled', initialValues: draft ? valuesOf(draft) : EMPTY });
  const researchTypeId = Number(form.getValues().researchTypeId ?? 0);
  const actions = api.expertise.expertiseActionsByResearch.useQuery(
    { query: { researchTypeId } },
    { enabled: researchTypeId > 0 },
  );
  const actionList = actions.data?.list ?? [];
  // A new research type has other actions: the ones chosen for the last are dropped.
  const lastType = useRef(researchTypeId);
  useEffect(() => {
    if (lastType.current === researchTypeId) return;
    lastType.current = researchTypeId;
    form.setFieldValue('actionIds', []);
  }, [researchTypeId, form]);

  const chosen = actionList.filter((a) => form.getValues().actionIds.includes(String(a.id)));
  const total = chosen.reduce((sum, a) => sum + a.priceTiyin, 0);
  const sum = (tiyin: number) => `${formatTiyin(tiyin)} ${t('screen.sum')}`;

  const save = async (values: FormState, send: boolean) => {
    const v = prepared(values);
    const body = new FormData();
    if (draft) body.append('id', String(draft.id));
    body.append('orderId', String(orderId));
    for (const name of ['organizationId', 'researchTypeId', 'kind', 'caseKind', 'questions'] as const)
      if (v[name] !== undefined) body.append(name, String(v[name]));
    body.append('actionIds', v.actionIds.join(','));
    if (v.requestedBy) body.append('requestedBy', v.requestedBy);
    body.append('send', String(send));
    for (const file of v.files) body.append(EXPERTISE_FILE_FIELD, file);
    const saved = await create.mutateAsync(body);
    toast.success(t(send ? 'screen.sent' : 'screen.draftSaved'));
    void navigate(EXPERTISE_LINKS.view(saved.id));
  };

  const steps: FormStep<FormState>[] = [
    {
      id: 'choice',
      title: t('screen.step.choice'),
      schema: choiceStep,
      render: (_f, field) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReferenceSelect
            items={organizations.data?.list}
            {...field('organizationId', t('screen.organization'), 'expertise-field-organization')}
          />
          <ReferenceSelect
            items={researchTypes.data?.list}
            {...field('researchTypeId', t('screen.researchType'), 'expertise-field-research-type')}
          />
          <Select
            data={EXPERTISE_KIND_VALUES.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            allowDeselect={false}
            {...field('kind', t('screen.kind'), 'expertise-field-kind')}
          />
          <Select
            data={EXPERTISE_CASE_KIND_VALUES.map((k) => ({ value: k, label: t(`caseKind.${k}`) }))}
            allowDeselect={false}
            {...field('caseKind', t('screen.caseKind'), 'expertise-field-case-kind')}
          />
        </SimpleGrid>
      ),
    },
    {
      id: 'actions',
      title: t('screen.step.actions'),
      schema: actionsStep,
      render: (f) => (
        <>
          <Checkbox.Group
            label={t('screen.actions')}
            description={t('screen.actionsHint')}
            required
            data-testid="expertise-field-actions"
            {...f.getInputProps('actionIds')}
          >
            <Stack gap="xs" mt="xs">
              {actionList.map((a) => (
                <Checkbox
                  key={a.id}
                  value={String(a.id)}
                  label={`${a.name} — ${sum(a.priceTiyin)}`}
                  data-testid="expertise-action"
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Text fw={600} data-testid="expertise-total">
            {t('screen.total', { amount: sum(total) })}
          </Text>
        </>
      ),
    },
    {
      id: 'questions',
      title: t('screen.step.questions'),
      schema: questionsStep,
      render: (_f, field) => (
        <>
          <Textarea
            minRows={4}
            description={t('screen.questionsHint')}
            {...field('questions', t('screen.questions'), 'expertise-field-questions')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextDayField
              description={t('screen.requestedByHint')}
              {...field('requestedBy', t('screen.requestedBy'), 'expertise-field-requested-by')}
            />
            <FilesField
              limits={EXPERTISE_FILE_LIMITS}
              description={t('screen.materialsHint', {
                max: EXPERTISE_MAX_FILES,
                mb: EXPERTISE_FILE_MAX_BYTES / (1024 * 1024),
              })}
              {...field('files', t('screen.materials'), 'expertise-field-files')}
            />
          </SimpleGrid>
          {draft && draft.materials.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="expertise-stored-materials">
              {t('screen.storedMaterials', { names: draft.materials.map((m) => m.name).join(', ') })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'review',
      title: t('screen.step.review'),
      schema: z.object({}),
      render: (f) => {
        const v = f.getValues();
        return (
          <Stack gap="md" data-testid="expertise-review">
            <Text>{t('screen.reviewText')}</Text>
            <FieldList
              fields={[
                {
                  label: t('screen.organization'),
                  value: referenceName(organizations.data?.list, v.organizationId),
                },
                {
                  label: t('screen.researchType'),
                  value: referenceName(researchTypes.data?.list, v.researchTypeId),
                },
                { label: t('screen.actions'), value: chosen.map((a) => a.name).join(', ') },
                { label: t('screen.amount'), value: sum(total) },
                { label: t('screen.questions'), value: v.questions },
                { label: t('screen.requestedBy'), value: formatDate(v.requestedBy || null) },
                { label: t('screen.materials'), value: v.files.map((file) => file.name).join(', ') },
              ]}
            />
          </Stack>
        );
      },
    },
  ];

  return (
    <StepForm
      form={form}
      steps={steps}
      prepare={prepared}
      finishLabel={t('screen.send')}
      onFinish={(values) => save(values, true)}
      onSaveDraft={(values) => save(values, false)}
      busy={create.isPending}
      testId="expertise-form"
    />
  );
}

/**
 * A multi-step form as a declarative list of steps (ARCHITECTURE.md convention 8): each step names its
 * fields' zod schema (from packages/contracts) and renders its fields; the runner owns the stepper, the
 * per-step validation, "back", "next", the draft button and the final action. Form state is
 * @mantine/form's. An error the API answers for a field is shown under that field, on its step.
 */
import '@mantine/core/styles/Stepper.css';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { ErrorSummary } from './error-summary';
import { type ContractField, type ContractFieldOptions, contractFields } from './field-rules';
import { zodFormValidator } from './form-validation';
import { ActionButton } from '../action-button';

export interface FormStep<V> {
  id: string;
  title: string;
  description?: string;
  /** The schema of this step's fields (a zod object of packages/contracts, picked or extended). */
  schema: z.ZodObject;
  /** Skipped when false (for example the legal-entity fields of an individual). */
  when?: (values: V) => boolean;
  /**
   * The options of the step's fields (`contractFields`): the fields it makes required beyond its schema and
   * those that may not change; a function when they depend on the values (an individual's or an entity's).
   */
  fields?: ContractFieldOptions | ((values: V) => ContractFieldOptions);
  /** The step's fields; `field(name, label, testId)` gives a field's props with the step schema's rules. */
  render: (form: UseFormReturnType<V>, field: ContractField) => ReactNode;
}

/** The field props of a step: its schema's rules with the step's options. */
function stepFields<V>(step: FormStep<V>, form: UseFormReturnType<V>): ContractField {
  const options = typeof step.fields === 'function' ? step.fields(form.getValues()) : step.fields;
  return contractFields(form, step.schema, options);
}

/** The fields an API refusal names (a 400's issues, or the one `field` of another refusal), with their messages. */
export function apiFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const named = error.issues?.length
    ? error.issues.map((i) => ({ field: i.field, message: i.message }))
    : error.field
      ? [{ field: error.field, message: error.message }]
      : [];
  return named.map(({ field, message }) => ({ field: field.replace(/^(body|query)\./, ''), message }));
}

/** Shows an API refusal under the fields it names; answers the names it could show. */
export function showApiFieldErrors<V>(
  form: UseFormReturnType<V>,
  error: unknown,
  known: (field: string) => boolean = () => true,
): string[] {
  const shown: string[] = [];
  for (const { field, message } of apiFieldErrors(error)) {
    if (!known(field)) continue;
    form.setFieldError(field, message);
    shown.push(field);
  }
  return shown;
}

/**
 * A one-file form's body: its values as text fields, the file under `file`, and the record's `id` when it
 * corrects one.
 */
export function formDataOf(values: Record<string, unknown>, file: File | null, id?: number): FormData {
  const body = new FormData();
  if (id !== undefined) body.append('id', String(id));
  for (const [name, value] of Object.entries(values)) body.append(name, String(value));
  if (file) body.append('file', file);
  return body;
}

/** Shows an API refusal of a one-file form: under its fields, and the file's message by the file field. */
export function showApiErrorsWithFile<V>(
  form: UseFormReturnType<V>,
  error: unknown,
  setFileError: (message: string) => void,
): void {
  showApiFieldErrors(form, error, (field) => field !== 'file');
  const onFile = apiFieldErrors(error).find((e) => e.field === 'file');
  if (onFile) setFileError(onFile.message);
}

/** The index of the visible step that holds a field, or -1. */
function stepOf<V>(steps: readonly FormStep<V>[], field: string): number {
  return steps.findIndex((s) => Object.hasOwn(s.schema.shape, field.split('.')[0]!));
}

export function StepForm<V>({
  form,
  steps,
  prepare = (values) => values,
  finishLabel,
  onFinish,
  onSaveDraft,
  busy,
  testId,
}: {
  form: UseFormReturnType<V>;
  steps: readonly FormStep<V>[];
  /** What the schemas check: the form's values as the API will get them (e.g. '' as null). */
  prepare?: (values: V) => unknown;
  finishLabel: string;
  /** The last step's action, with every step valid; a refusal naming a field is shown on its step. */
  onFinish: (values: V) => Promise<unknown>;
  /** "Save draft": allowed on any step, without checking the steps ahead. */
  onSaveDraft?: (values: V) => Promise<unknown>;
  busy?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const { t: tAll } = useTranslation();
  const visible = steps.filter((s) => s.when?.(form.getValues()) ?? true);
  const [active, setActive] = useState(0);
  const [submits, setSubmits] = useState(0);
  const current = Math.min(active, visible.length - 1);

  /** Checks one step; its errors appear under its fields. */
  const validStep = (index: number): boolean => {
    const step = visible[index]!;
    const errors = zodFormValidator<unknown>(step.schema, tAll)(prepare(form.getValues()));
    const own = Object.entries(errors).filter(([field]) =>
      Object.hasOwn(step.schema.shape, field.split('.')[0]!),
    );
    form.clearErrors();
    for (const [field, message] of own) form.setFieldError(field, message);
    return own.length === 0;
  };

  const run = async (action: (values: V) => Promise<unknown>) => {
    try {
      await action(form.getValues());
    } catch (error) {
      const shown = showApiFieldErrors(form, error, (field) => stepOf(visible, field) >= 0);
      if (shown.length > 0) setActive(stepOf(visible, shown[0]!));
    }
  };

  const finish = () => {
    for (let i = 0; i < visible.length; i += 1) {
      if (!validStep(i)) {
        setActive(i);
        return;
      }
    }
    void run(onFinish);
  };

  const last = current === visible.length - 1;
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((n) => n + 1);
        if (last) finish();
        else if (validStep(current)) setActive(current + 1);
      }}
    >
      <Stepper
        active={current}
        onStepClick={(index) => {
          if (index < current || validStep(current)) setActive(index);
        }}
        allowNextStepsSelect={false}
        size="sm"
        wrap
        mb="xl"
      >
        {visible.map((step) => (
          <Stepper.Step
            key={step.id}
            label={step.title}
            description={step.description}
            data-testid={`step-${step.id}`}
          />
        ))}
      </Stepper>
      <ErrorSummary form={form} submits={submits} testId={testId ? `${testId}-errors` : undefined} />
      <Stack gap="md" data-testid={`step-panel-${visible[current]!.id}`}>
        {visible[current]!.render(form, stepFields(visible[current]!, form))}
      </Stack>
      <Group justify="space-between" mt="xl" wrap="wrap">
        <ActionButton
          variant="default"
          icon={IconArrowLeft}
          disabled={current === 0}
          onClick={() => setActive(current - 1)}
          testId="step-back"
        >
          {t('actions.back')}
        </ActionButton>
        <Group gap="sm" wrap="wrap">
          {onSaveDraft && (
            <ActionButton
              variant="outline"
              icon={IconDeviceFloppy}
              loading={busy}
              onClick={() => void run(onSaveDraft)}
              testId="step-save-draft"
            >
              {t('actions.saveDraft')}
            </ActionButton>
          )}
          {last ? (
            <Button type="submit" loading={busy} data-testid="step-finish">
              {finishLabel}
            </Button>
          ) : (
            <Button
              type="submit"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              data-testid="step-next"
            >
              {t('actions.next')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}

/**
 * A one-step form of a page checked with its contract schema (packages/contracts): `useContractForm`
 * gives the @mantine/form state with the schema's validation and `field(name)` (contractFields);
 * `savedOr` is what its mutation does when the API answers (a toast, or the refusal under its fields);
 * `SubmitForm` is the form itself with its heading and its one submit button; `ScanField` and
 * `multipartBody` are the optional scan of an upload. Example: lawyer-record/achievements-card.tsx.
 */
import { Card, FileInput, type FileInputProps, Title } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { IconUpload, type TablerIcon } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodFormValidator } from './form-validation';
import { toast } from '../../shell/toast';
import { ErrorSummary } from './error-summary';
import { contractFields } from './field-rules';
import { showApiFieldErrors } from './step-form';
import { SubmitButton } from './submit-button';

/**
 * The form's state checked with `schema` (messages of the errors namespace) and its fields' props;
 * `also` adds what the schema cannot say (a screen's own message, shown instead of the schema's).
 */
export function useContractForm<V extends Record<string, unknown>>(
  schema: z.ZodObject,
  initialValues: V,
  also?: (values: V) => FormErrors,
) {
  const { t: te } = useTranslation('errors');
  const byContract = zodFormValidator<V>(schema, te);
  const form = useForm<V>({
    initialValues,
    validate: also ? (values) => ({ ...byContract(values), ...also(values) }) : byContract,
  });
  return { form, field: contractFields(form, schema) };
}

/**
 * A mutation's answer handlers: on success the toast `message` (none when undefined: the next page says
 * it), then `after`; a refusal under its fields.
 */
export function savedOr<V, A = unknown>(
  form: UseFormReturnType<V>,
  message: string | undefined,
  after?: (answer: A) => void,
) {
  return {
    onSuccess: (answer: A) => {
      if (message !== undefined) toast.success(message);
      after?.(answer);
    },
    onError: (error: unknown) => showApiFieldErrors(form, error),
  };
}

/** What `SubmitForm`'s button does and says; `form` gives its error summary. */
export interface FormSubmit {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's values
  form: UseFormReturnType<any>;
}

/** The mutation a form is sent through (a derived call's `useMutation()`). */
export interface SubmitMutation<V, B, A> {
  mutate: (body: B, handlers: ReturnType<typeof savedOr<V, A>>) => void;
  isPending: boolean;
}

/** What a form sends and what follows once it is saved. */
export interface SubmitOptions<V, B, A> {
  label: string;
  body: (values: V) => B;
  /** The toast once saved; none when left out. */
  saved?: string;
  after?: (answer: A) => void;
  check?: (values: V) => boolean;
  /** What the form does when the schema refuses its values (show the tab of the first refused field). */
  onInvalid?: (errors: FormErrors) => void;
}

/**
 * Submitting a form through a mutation: the schema-checked values, then `check` (what the schema cannot
 * see, e.g. a file; false sends nothing), then `body(values)` to the mutation; `savedOr` on its answer.
 */
export function submitThrough<V, B, A>(
  form: UseFormReturnType<V>,
  mutation: SubmitMutation<V, B, A>,
  options: SubmitOptions<V, B, A>,
): FormSubmit {
  return {
    onSubmit: form.onSubmit((values) => {
      if (options.check && !options.check(values)) return;
      mutation.mutate(options.body(values), savedOr(form, options.saved, options.after));
    }, options.onInvalid),
    busy: mutation.isPending,
    label: options.label,
    form,
  };
}

/**
 * The call of a form that writes a record or corrects one (`editingId`): `correct`, sent the body with the
 * record's `id`, or `create`.
 */
export function writeOrCorrect<V, B, A>(
  editingId: number | undefined,
  create: SubmitMutation<V, B, A>,
  correct: SubmitMutation<V, B & { id: number }, A>,
): SubmitMutation<V, B, A> {
  if (editingId === undefined) return create;
  return {
    mutate: (body, handlers) => correct.mutate({ ...body, id: editingId }, handlers),
    isPending: correct.isPending,
  };
}

/** The values as a multipart body (each as text), with the file under `file` when one is chosen. */
export function multipartBody(values: Record<string, unknown>, file: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, String(value));
  if (file) body.append('file', file);
  return body;
}

/** The file of an upload form: its state, its `ScanField`'s props, the multipart body with it, and clearing it. */
export function useUpload() {
  const [file, setFile] = useState<File | null>(null);
  return {
    file,
    input: { value: file, onChange: setFile },
    body: (values: Record<string, unknown>) => multipartBody(values, file),
    clear: () => setFile(null),
  };
}

/** A scan or document to upload: a PDF or a picture (JPEG, PNG, WebP). */
export function ScanField(props: Omit<FileInputProps, 'accept' | 'leftSection' | 'multiple'>) {
  return (
    <FileInput
      accept="application/pdf,image/jpeg,image/png,image/webp"
      leftSection={<IconUpload size={16} aria-hidden="true" />}
      {...props}
    />
  );
}

/**
 * A form with its heading, its fields and one submit button. `card`: a card of its own on the page (h2);
 * otherwise a part inside a card (h3). `testId` names the form (`<testId>-form`) and its button
 * (`<testId>-submit`, or `submitTestId`); `icon` goes before the button's label.
 */
export function SubmitForm({
  title,
  card = false,
  submit,
  testId,
  submitTestId = `${testId}-submit`,
  icon,
  children,
}: {
  title?: string;
  card?: boolean;
  submit: FormSubmit;
  testId: string;
  submitTestId?: string;
  icon?: TablerIcon;
  children: ReactNode;
}) {
  const [submits, setSubmits] = useState(0);
  const heading = title && (
    <Title order={card ? 2 : 3} size={card ? 'h3' : 'h4'} mb={card ? 'md' : 'sm'}>
      {title}
    </Title>
  );
  const body = (
    <>
      {heading}
      <ErrorSummary form={submit.form} submits={submits} testId={`${testId}-errors`} />
      {children}
      <SubmitButton icon={icon} busy={submit.busy} testId={submitTestId} mt="md">
        {submit.label}
      </SubmitButton>
    </>
  );
  const formProps = {
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setSubmits((n) => n + 1);
      submit.onSubmit(event);
    },
    noValidate: true,
    'data-testid': `${testId}-form`,
  };
  return card ? (
    <Card withBorder radius="md" padding="lg" component="form" {...formProps}>
      {body}
    </Card>
  ) : (
    <form {...formProps}>{body}</form>
  );
}

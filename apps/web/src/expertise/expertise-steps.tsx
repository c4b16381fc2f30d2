/**
 * What can be done with an expertise request now, as its `can` says: the lawyer changes or sends a draft,
 * pays the invoice (on the payment page) and answers the open petition with files; the body's staff take
 * the steps their position allows (expertise/step), those that need a reason in a reason dialog, a
 * petition with its question, the conclusion's findings sent for agreement, a direction with the
 * organization it goes to; the head of department signs the conclusion with their e-signature and sends
 * it. Whoever sees the request downloads its invoice and its sent conclusion as PDFs and opens the
 * conclusion's public check.
 */
import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EXPERTISE_CONCLUSION_MAX,
  EXPERTISE_FILE_FIELD,
  EXPERTISE_MAX_FILES,
  type ExpertiseDto,
  type ExpertiseStepEvent,
  petitionAnswerFields,
} from '@portal/contracts';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBan,
  IconCreditCard,
  IconFileCheck,
  IconHandStop,
  IconMessageQuestion,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconThumbUp,
} from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../api/api';
import { useSignStep } from '../e-signature/use-sign-step';
import { checkPageAction, downloadAction, editAction } from '../kit/record-steps';
import { type ActionIcon, actionIcon } from '../kit/action-icon';
import { callOnRecord } from '../kit/call-on-record';
import { type ItemAction, ItemActions } from '../kit/detail-layout';
import { FilesField, filesWithin } from '../kit/form/files-field';
import { zodFormValidator } from '../kit/form/form-validation';
import { showApiFieldErrors } from '../kit/form/step-form';
import { ReferenceSelect } from '../kit/form/reference-select';
import { ActionDialog, ReasonAction } from '../kit/reason-dialog';
import { toast } from '../shell/toast';
import { EXPERTISE_FILE_LIMITS } from './expertise-form';
import { EXPERTISE_LINKS } from './links';

/** The body's steps that only need the request's id, in the order the work goes. */
const PLAIN_STEPS: [ExpertiseStepEvent, ActionIcon][] = [
  ['TAKE', IconHandStop],
  ['SEND_FOR_APPROVAL', IconSend],
  ['APPROVE', IconThumbUp],
  ['START', IconPlayerPlay],
  ['RESUME', IconPlayerPlay],
  ['COMPLETE', IconFileCheck],
];
/** The body's steps that need a reason (the lawyer reads it). */
const REASON_STEPS: [ExpertiseStepEvent, ActionIcon][] = [
  ['RETURN', IconArrowBackUp],
  ['PAUSE', IconPlayerPause],
  ['PROPOSE_REJECTION', IconBan],
  ['REJECT', IconBan],
  ['MARK_NOT_APPLICABLE', IconBan],
];

const stepTestId = (event: string) => `expertise-step-${event.toLowerCase().replaceAll('_', '-')}`;

function DirectAction({ request }: { request: ExpertiseDto }) {
  const { t } = useTranslation('expertise');
  const { t: tAll } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const step = api.expertise.expertiseStep.useMutation();
  const organizations = api.expertise.expertiseOrganizations.useQuery({}, { enabled: opened });
  const schema = useMemo(
    () =>
      z.object({
        organizationId: z.string({ message: 'validation.fieldMandatory' }),
        reason: z.string().trim().min(1).max(2000),
      }),
    [],
  );
  const form = useForm<{ organizationId: string | null; reason: string }>({
    mode: 'controlled',
    initialValues: { organizationId: null, reason: '' },
    validate: zodFormValidator(schema, tAll),
  });
  if (!request.can.DIRECT) return null;
  const others = organizations.data?.list.filter((o) => o.id !== request.organization.id);
  return (
    <>
      <DialogButton
        label={t('step.DIRECT')}
        icon={IconArrowForwardUp}
        variant="outline"
        testId={stepTestId('DIRECT')}
        onClick={dialog.open}
      />
      <ActionDialog
        opened={opened}
        onClose={dialog.close}
        title={t('step.DIRECTTitle')}
        testId={`${stepTestId('DIRECT')}-dialog`}
        submitLabel={t('step.DIRECT')}
        busy={step.isPending}
        onSubmit={form.onSubmit(({ organizationId, reason }) =>
          step
            .mutateAsync({ id: request.id, event: 'DIRECT', organizationId: Number(organizationId), reason })
            .then(() => {
              dialog.close();
              toast.success(t('step.done'));
            })
            .catch((error: unknown) => showApiFieldErrors(form, error)),
        )}
      >
        <ReferenceSelect
          items={others}
          label={t('screen.directTo')}
          required
          data-testid={`${stepTestId('DIRECT')}-organization`}
          {...form.getInputProps('organizationId')}
        />
        <Textarea
          label={t('screen.reason')}
          required
          minRows={3}
          maxLength={2000}
          data-testid={`${stepTestId('DIRECT')}-reason`}
          {...form.getInputProps('reason')}
        />
      </ActionDialog>
    </>
  );
}

/** The button that opens a step's dialog. */
function DialogButton({
  label,
  icon,
  testId,
  onClick,
  variant,
}: {
  label: string;
  icon: ActionIcon;
  testId: string;
  onClick: () => void;
  variant?: 'outline';
}) {
  return (
    <Button variant={variant} leftSection={actionIcon(icon)} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** The lawyer's answer to the open petition: a text and the materials asked for. */
function AnswerAction({ request }: { request: ExpertiseDto }) {
  const { t } = useTranslation('expertise');
  const { t: tAll } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const answer = api.expertise.expertisePetitionAnswer.useMutation();
  const schema = useMemo(
    () => z.object({ answer: petitionAnswerFields.shape.answer, files: filesWithin(EXPERTISE_FILE_LIMITS) }),
    [],
  );
  const form = useForm<{ answer: string; files: File[] }>({
    mode: 'controlled',
    initialValues: { answer: '', files: [] },
    validate: zodFormValidator(schema, tAll),
  });
  if (!request.can.answer) return null;
  const submit = ({ answer: text, files }: { answer: string; files: File[] }) => {
    const body = new FormData();
    body.append('id', String(request.id));
    body.append('answer', text.trim());
    for (const file of files) body.append(EXPERTISE_FILE_FIELD, file);
    answer
      .mutateAsync(body)
      .then(() => {
        dialog.close();
        form.reset();
        toast.success(t('screen.answered'));
      })
      .catch((error: unknown) =>
        showApiFieldErrors(form, error, (field) => field === 'answer' || field === EXPERTISE_FILE_FIELD),
      );
  };
  return (
    <>
      <DialogButton
        label={t('screen.answer')}
        icon={IconMessageQuestion}
        testId="expertise-answer"
        onClick={dialog.open}
      />
      <ActionDialog
        opened={opened}
        onClose={dialog.close}
        title={t('screen.answerTitle')}
        testId="expertise-answer-dialog"
        submitLabel={t('screen.answer')}
        busy={answer.isPending}
        onSubmit={form.onSubmit(submit)}
      >
        <Stack gap="sm">
          <Textarea
            label={t('screen.answerText')}
            required
            minRows={3}
            maxLength={4000}
            data-autofocus
            data-testid="expertise-answer-text"
            {...form.getInputProps('answer')}
          />
          <FilesField
            limits={EXPERTISE_FILE_LIMITS}
            label={t('screen.materials')}
            description={t('screen.materialsHint', { max: EXPERTISE_MAX_FILES, mb: 10 })}
            data-testid="expertise-answer-files"
            {...form.getInputProps('files')}
            error={form.errors.files ?? form.errors[EXPERTISE_FILE_FIELD]}
          />
        </Stack>
      </ActionDialog>
    </>
  );
}

/**
 * The body's steps that send a text, each in its own dialog: the petition's question, the conclusion's
 * findings sent for agreement, and the steps that need a reason (their text the default `reasonText`).
 */
const TEXT_STEPS: {
  event: ExpertiseStepEvent;
  icon: ActionIcon;
  /** The step's field the text is sent as. */
  field: 'question' | 'conclusion' | 'reason';
  /** The text's label and the dialog's hint, `expertise:` keys. */
  label: string;
  hint?: string;
  schema?: z.ZodType;
}[] = [
  {
    event: 'ASK_PETITION',
    icon: IconMessageQuestion,
    field: 'question',
    label: 'screen.petitionQuestion',
    schema: petitionAnswerFields.shape.answer,
  },
  {
    event: 'SEND_FOR_AGREEMENT',
    icon: IconSend,
    field: 'conclusion',
    label: 'screen.conclusionText',
    hint: 'screen.conclusionHint',
    schema: z.string().trim().min(1).max(EXPERTISE_CONCLUSION_MAX),
  },
  ...REASON_STEPS.map(([event, icon]) => ({ event, icon, field: 'reason' as const, label: 'screen.reason' })),
];

export function ExpertiseActions({ request }: { request: ExpertiseDto }) {
  const { t } = useTranslation('expertise');
  const send = api.expertise.expertiseSend.useMutation();
  const step = api.expertise.expertiseStep.useMutation();
  const { can, conclusion, invoice } = request;
  const signConclusion = useSignStep({
    when: can.sendConclusion,
    id: request.id,
    content: request.signingContent,
    mutation: api.expertise.expertiseConclusionSign.useMutation(),
    label: t('step.SEND_CONCLUSION'),
    title: t('step.SEND_CONCLUSIONTitle', { id: request.id }),
    done: t('screen.conclusionSent'),
    testId: stepTestId('SEND_CONCLUSION'),
  });
  const plain: ItemAction[] = PLAIN_STEPS.map(([event, icon]) => ({
    when: can[event],
    label: t(`step.${event}`),
    icon,
    testId: stepTestId(event),
    loading: step.isPending,
    onClick: () => step.mutate({ id: request.id, event }, { onSuccess: () => toast.success(t('step.done')) }),
  }));
  return (
    <ItemActions
      testId="expertise-actions"
      actions={[
        editAction(
          t('screen.edit'),
          'expertise-edit',
          EXPERTISE_LINKS.form(request.order.id, request.id),
          can.update,
        ),
        {
          when: can.send,
          label: t('screen.send'),
          icon: IconSend,
          testId: 'expertise-send',
          ...callOnRecord(send, request.id, t('screen.sent')),
        },
        {
          when: can.pay,
          label: t('screen.pay'),
          icon: IconCreditCard,
          to: EXPERTISE_LINKS.payment(request.id),
          testId: 'expertise-pay',
        },
        ...plain,
        signConclusion.action,
        downloadAction(
          t('screen.downloadConclusion'),
          'expertise-conclusion-pdf',
          () =>
            api.expertise.expertiseConclusionPdf.download(
              { params: { id: request.id } },
              `expertise-conclusion-${request.id}.pdf`,
            ),
          conclusion?.number,
        ),
        checkPageAction(conclusion?.publicId, t('screen.checkConclusion'), 'expertise-conclusion-check'),
        downloadAction(
          t('screen.downloadInvoice'),
          'expertise-invoice-pdf',
          () =>
            api.expertise.expertiseInvoicePdf.download(
              { params: { id: request.id } },
              `expertise-invoice-${invoice?.number ?? request.id}.pdf`,
            ),
          invoice,
        ),
      ]}
    >
      <AnswerAction request={request} />
      {TEXT_STEPS.map(({ event, icon, field, label, hint, schema }) => (
        <ReasonAction
          key={event}
          when={can[event]}
          label={t(`step.${event}`)}
          icon={icon}
          testId={stepTestId(event)}
          dialogTitle={t(`step.${event}Title`)}
          dialogText={hint && t(hint)}
          reasonLabel={t(label)}
          schema={schema}
          busy={step.isPending}
          run={(text) => step.mutateAsync({ id: request.id, event, [field]: text })}
          done={t('step.done')}
        />
      ))}
      <DirectAction request={request} />
      {signConclusion.dialog}
    </ItemActions>
  );
}

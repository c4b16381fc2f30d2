/**
 * One appeal (`my-appeals/view/{id}`): its fields, its content and document for whoever may read them
 * (the API leaves them out otherwise and says it was taken), the result, the history of who did what and
 * when, who read it (its author), and the actions the API says the caller may take (`can`).
 */
import { formatDate } from '@portal/domain';
import { Alert, Card, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { type AppealDto, completeAppealBody, completeAppealQuery } from '@portal/contracts';
import { IconCheck, IconDownload, IconFlag, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useCompleteAppeal } from '../api/appeals';
import { FieldList } from '../kit/field-list';
import { useDisplayName } from '../i18n/display-name';
import { StatusBadge } from '../kit/status-badge';
import { zodFormValidator } from '../kit/form/form-validation';
import { ItemActions } from '../kit/detail-layout';
import { ActionDialog, ReasonAction } from '../kit/reason-dialog';
import { useRecordSteps } from '../kit/record-steps';
import { RecordPage } from '../kit/record-page';
import { showApiFieldErrors } from '../kit/form/step-form';
import { toast } from '../shell/toast';
import { ActionButton } from '../kit/action-button';
import { QUIET_ITEM } from '../kit/route-params';

const completeSchema = completeAppealBody.extend({ demand: completeAppealQuery.shape.demand });

function CompleteAction({ appeal }: { appeal: AppealDto }) {
  const { t } = useTranslation('appeals');
  const { t: tAll } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const complete = useCompleteAppeal();
  const form = useForm<{ result: string; demand: string | null }>({
    mode: 'controlled',
    initialValues: { result: '', demand: null },
    validate: zodFormValidator(completeSchema, tAll),
  });
  return (
    <>
      <ActionButton icon={IconFlag} onClick={dialog.open} testId="appeal-complete">
        {t('view.complete')}
      </ActionButton>
      <ActionDialog
        opened={opened}
        onClose={dialog.close}
        title={t('view.completeTitle')}
        testId="appeal-complete-dialog"
        submitLabel={t('view.complete')}
        submitTestId="appeal-complete-submit"
        busy={complete.isPending}
        onSubmit={form.onSubmit((v) =>
          complete.mutateAsync({ id: appeal.id, result: v.result, demand: v.demand as 'SATISFIED' }).then(
            () => {
              dialog.close();
              toast.success(t('view.completed'));
            },
            (error: unknown) => showApiFieldErrors(form, error),
          ),
        )}
      >
        <Select
          label={t('view.demandLabel')}
          required
          allowDeselect={false}
          data={(['SATISFIED', 'PARTIALLY_SATISFIED', 'NOT_SATISFIED'] as const).map((d) => ({
            value: d,
            label: t(`demand.${d}`),
          }))}
          data-testid="appeal-demand"
          {...form.getInputProps('demand')}
        />
        <Textarea
          label={t('view.resultLabel')}
          required
          minRows={4}
          data-testid="appeal-result"
          {...form.getInputProps('result')}
        />
      </ActionDialog>
    </>
  );
}

/** The appeal's steps: `appeals:view.<step>`, test ids `appeal-<step>`. */
const STEP_KEYS = { ns: 'appeals', keys: 'view', testId: 'appeal', reason: 'view.cancelReason' };

function Actions({ appeal }: { appeal: AppealDto }) {
  const { t } = useTranslation('appeals');
  const accept = api.appeals.accept.useMutation();
  const cancel = api.appeals.cancel.useMutation();
  const steps = useRecordSteps(appeal, STEP_KEYS);
  if (!appeal.can.accept && !appeal.can.complete && !appeal.can.cancel) return null;
  return (
    <ItemActions
      testId="appeal-actions"
      actions={[steps.call('accept', IconCheck, accept, t('view.accepted'))]}
    >
      {appeal.can.complete && <CompleteAction appeal={appeal} />}
      <ReasonAction {...steps.reason('cancel', IconX, cancel, t('view.cancelled'))} />
    </ItemActions>
  );
}

function registerLine(
  appeal: AppealDto,
  t: (k: string, o?: Record<string, unknown>) => string,
): string | null {
  const r = appeal.registerCheck;
  if (!r) return null;
  if (r.disabilityGroup !== null)
    return t('view.disability', { group: r.disabilityGroup, until: formatDate(r.disabilityValidUntil) });
  if (r.socialSince)
    return `${t('view.social', { since: formatDate(r.socialSince) })}${r.socialProgramme ? `: ${t(`programme.${r.socialProgramme}`)}` : ''}`;
  return null;
}

/** What an appeal says besides its fields: its text and document, its result, who read it. */
function AppealBody({ appeal: a }: { appeal: AppealDto }) {
  const { t } = useTranslation('appeals');
  const displayName = useDisplayName();
  return (
    <>
      <Card withBorder padding="lg">
        <FieldList
          fields={[
            { label: t('view.kind'), value: t(`kind.${a.kind}`) },
            { label: t('view.field'), value: a.field.name },
            { label: t('view.regions'), value: a.regions.map((r) => r.name).join(', ') },
            { label: t('view.createdAt'), value: formatDate(a.createdAt) },
            ...(a.authorName ? [{ label: t('view.author'), value: displayName(a.authorName) }] : []),
            ...(a.lawyerName
              ? [{ label: t('view.lawyer'), value: displayName(a.lawyerName), testId: 'appeal-lawyer' }]
              : []),
            ...(registerLine(a, t) ? [{ label: t('view.register'), value: registerLine(a, t) }] : []),
          ]}
        />
      </Card>
      {a.content !== null && (
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            {a.brief}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="appeal-content">
            {a.content}
          </Text>
          <Text size="sm" c="dimmed" mt="sm">
            {t('view.words')}: {a.wordCount}
          </Text>
          {a.file && a.can.downloadFile && (
            <ActionButton
              mt="md"
              variant="light"
              icon={IconDownload}
              onClick={() =>
                void api.appeals.file.download({ query: { id: a.id } }, a.file?.name ?? `appeal-${a.id}`)
              }
              testId="appeal-file-download"
            >
              {t('view.download')}: {a.file.name}
            </ActionButton>
          )}
        </Card>
      )}
      {a.result !== null && (
        <Card withBorder padding="lg" data-testid="appeal-result-card">
          <Title order={2} size="h4" mb="sm">
            {t('view.result')}
          </Title>
          {a.demand && (
            <Text fw={600} data-testid="appeal-demand-shown">
              {t('view.demand')}: {t(`demand.${a.demand}`)}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="appeal-result-text">
            {a.result}
          </Text>
        </Card>
      )}
      <ReadsList appeal={a} />
    </>
  );
}

export function AppealView({ id }: { id: number }) {
  const { t } = useTranslation('appeals');
  return (
    <RecordPage
      record="appeal"
      query={api.appeals.getById.useQuery({ query: { id } }, QUIET_ITEM)}
      title={() => t('view.title', { id })}
      layout={(a) => ({
        status: <StatusBadge status={a.status} />,
        notices: (
          <>
            {a.rejectReason && (
              <Alert color="red" title={t('view.rejected')} data-testid="appeal-rejected">
                {t(`reject.${a.rejectReason}`)}
              </Alert>
            )}
            {a.taken && a.content === null && (
              <Alert color="gray" data-testid="appeal-taken">
                {t('view.taken')}
              </Alert>
            )}
          </>
        ),
        actions: <Actions appeal={a} />,
        history: a.history.length > 0 ? a.history : undefined,
        children: <AppealBody appeal={a} />,
      })}
    />
  );
}

function ReadsList({ appeal }: { appeal: AppealDto }) {
  const { t } = useTranslation('appeals');
  const displayName = useDisplayName();
  if (appeal.reads.length === 0) return null;
  return (
    <section aria-labelledby="appeal-reads" data-testid="appeal-reads">
      <Title order={2} size="h4" mb="sm" id="appeal-reads">
        {t('view.reads')}
      </Title>
      <Stack gap={4}>
        {appeal.reads.map((r) => (
          <Text key={r.at} size="sm">
            {formatDate(r.at)} · {displayName(r.actorName) ?? '—'}
          </Text>
        ))}
      </Stack>
    </section>
  );
}

/**
 * One bar candidate's filing (get-by-candidateId): status, region, license types, documents and photos
 * to download, the conviction check, the interview, the history; the regional chamber's interview steps
 * as the filing's `can` allows (set or move the date, open the interview, passed, failed, absent).
 */
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CandidateDocDto } from '@portal/contracts';
import { CANDIDATE_DOC_TYPES, formatDate, formatDateTime, tashkentInstant } from '@portal/domain';
import {
  IconCalendarEvent,
  IconCheck,
  IconDownload,
  IconPlayerPlay,
  IconUserOff,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { DetailLayout, FieldSection, ItemActions } from '../kit/detail-layout';
import { QueryState } from '../kit/list';
import { ActionDialog } from '../kit/reason-dialog';
import { StatusBadge } from '../kit/status-badge';
import { DayField, TimeField } from '../kit/form/date-fields';
import { toast } from '../shell/toast';

function InterviewDialog({ c, opened, close }: { c: CandidateDocDto; opened: boolean; close: () => void }) {
  const { t } = useTranslation('candidates');
  const set = api.candidates.setInterview.useMutation();
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState('10:00');
  const [place, setPlace] = useState(c.interviewPlace ?? '');
  const at = day ? tashkentInstant(day, time) : null;
  const submit = () => {
    if (!at) return;
    set.mutate(
      { id: c.id, at: at.toISOString(), place },
      {
        onSuccess: () => {
          toast.success(t('screen.interviewSet'));
          close();
        },
      },
    );
  };
  return (
    <ActionDialog
      opened={opened}
      onClose={close}
      title={t('screen.setInterview')}
      testId="interview-dialog"
      submitLabel={t('screen.save')}
      submitTestId="interview-save"
      onSubmit={submit}
      busy={set.isPending}
      disabled={!at || !place.trim()}
    >
      <Stack gap="sm">
        <DayField
          label={t('screen.interviewDay')}
          required
          value={day}
          onChange={(v) => setDay(v)}
          data-testid="interview-day"
        />
        <TimeField
          label={t('screen.interviewTime')}
          required
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
          data-testid="interview-time"
        />
        <TextInput
          label={t('screen.interviewPlace')}
          required
          maxLength={300}
          value={place}
          onChange={(e) => setPlace(e.currentTarget.value)}
          data-testid="interview-place"
        />
      </Stack>
    </ActionDialog>
  );
}

function ResultDialog({
  c,
  result,
  close,
}: {
  c: CandidateDocDto;
  result: 'PASSED' | 'FAILED' | null;
  close: () => void;
}) {
  const { t } = useTranslation('candidates');
  const mark = api.candidates.interviewResult.useMutation();
  const [comment, setComment] = useState('');
  const save = () =>
    mark.mutate(
      { id: c.id, result: result!, comment: comment || null },
      {
        onSuccess: () => {
          toast.success(t('screen.saved'));
          close();
        },
      },
    );
  return (
    <ActionDialog
      opened={result !== null}
      onClose={close}
      title={result === 'PASSED' ? t('screen.pass') : t('screen.fail')}
      testId="result-dialog"
      submitLabel={t('screen.save')}
      submitTestId="result-save"
      onSubmit={save}
      busy={mark.isPending}
    >
      <Textarea
        label={t('screen.comment')}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        data-testid="result-comment"
      />
    </ActionDialog>
  );
}

function Record({ c }: { c: CandidateDocDto }) {
  const { t } = useTranslation('candidates');
  const [interviewOpen, interview] = useDisclosure(false);
  const [result, setResult] = useState<'PASSED' | 'FAILED' | null>(null);
  const start = api.candidates.startInterview.useMutation();
  const absent = api.candidates.interviewResult.useMutation();
  const docName = (id: number) =>
    t(`docType.${CANDIDATE_DOC_TYPES.find((d) => d.id === id)?.code ?? 'OTHER'}`);
  return (
    <DetailLayout
      testId="candidate-record"
      attributes={{ 'data-status': c.status, 'data-candidate-id': c.id }}
      status={<StatusBadge status={c.status} />}
      actions={
        <ItemActions
          testId="candidate-actions"
          actions={[
            {
              when: c.can.setInterview,
              label: c.interviewAt ? t('screen.moveInterview') : t('screen.setInterview'),
              icon: IconCalendarEvent,
              testId: 'candidate-set-interview',
              onClick: interview.open,
            },
            {
              when: c.can.startInterview,
              label: t('screen.startInterview'),
              icon: IconPlayerPlay,
              testId: 'candidate-start-interview',
              loading: start.isPending,
              onClick: () => start.mutate({ id: c.id }),
            },
            {
              when: c.can.pass,
              label: t('screen.pass'),
              icon: IconCheck,
              testId: 'candidate-pass',
              onClick: () => setResult('PASSED'),
            },
            {
              when: c.can.fail,
              label: t('screen.fail'),
              icon: IconX,
              testId: 'candidate-fail',
              variant: 'light',
              onClick: () => setResult('FAILED'),
            },
            {
              when: c.can.markAbsent,
              label: t('screen.absent'),
              icon: IconUserOff,
              testId: 'candidate-absent',
              variant: 'light',
              loading: absent.isPending,
              onClick: () => absent.mutate({ id: c.id, result: 'ABSENT' }),
            },
          ]}
        />
      }
      history={c.history}
    >
      <FieldSection
        title={t('screen.filing')}
        fields={[
          { label: t('screen.fullName'), value: c.person.fullName },
          { label: t('screen.pinfl'), value: c.person.pinfl },
          { label: t('screen.region'), value: c.region.name },
          { label: t('screen.licenceTypes'), value: c.licenceTypes.map((l) => l.name).join(', ') },
          { label: t('screen.filedAt'), value: formatDate(c.createdAt.slice(0, 10)) },
          c.convictionCheckedAt !== null && {
            label: t('screen.convictionChecked'),
            value: formatDateTime(new Date(c.convictionCheckedAt)),
          },
          {
            label: t('screen.interviewAt'),
            value: c.interviewAt ? formatDateTime(new Date(c.interviewAt)) : '—',
          },
          c.interviewPlace !== null && { label: t('screen.interviewPlace'), value: c.interviewPlace },
        ]}
      />
      <FieldSection title={t('screen.documents')} fields={[]}>
        <Group gap="sm" wrap="wrap">
          {[
            ...c.documents.map((d) => ({ file: d.file, label: docName(d.docTypeId) })),
            ...c.photos.map((p, i) => ({
              file: p.file,
              label: `${t('screen.photo', { n: i + 1 })} (${formatDate(p.takenOn)})`,
            })),
          ].map(({ file, label }) => (
            <Button
              key={file.id}
              variant="light"
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() =>
                void api.candidates.candidateFile.download(
                  { params: { id: c.id, fileId: file.id } },
                  file.name,
                )
              }
            >
              {label}
            </Button>
          ))}
        </Group>
      </FieldSection>
      {interviewOpen && <InterviewDialog c={c} opened={interviewOpen} close={interview.close} />}
      <ResultDialog c={c} result={result} close={() => setResult(null)} />
    </DetailLayout>
  );
}

export function CandidateRecord({ id }: { id: number }) {
  const doc = api.candidates.candidateDoc.useQuery({ params: { id: id } });
  return <QueryState query={doc}>{doc.data && <Record c={doc.data} />}</QueryState>;
}

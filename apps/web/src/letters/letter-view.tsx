/**
 * /lawyer-profile/letters/view/{id}: one letter: its registration data, its files (a draft's sender adds
 * and removes them), the merged PDF, the exchange's receipt, the replies, and its history. Actions come
 * from the letter's `can`: send, delete (a draft), receive and answer (the recipient).
 */
import { Anchor, Group, Stack } from '@mantine/core';
import type { LetterDto } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconArrowBackUp, IconCheck, IconFileDownload, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/api';
import { FieldSection, ItemActions, TitledSection } from '../kit/detail-layout';
import { RecordPage } from '../kit/record-page';
import { StatusBadge, ToneBadge } from '../kit/status-badge';
import { LetterFiles } from './letter-files';
import { letterPath } from './letter-links';
import { useRecordSteps } from '../kit/record-steps';

/** The letter's steps: `letters:screen.<step>`, test ids `letter-<step>`. */
const STEP_KEYS = { ns: 'letters', keys: 'screen', testId: 'letter' };

function LetterActions({ letter }: { letter: LetterDto }) {
  const { t } = useTranslation('letters');
  const navigate = useNavigate();
  const send = api.letters.letterSend.useMutation();
  const receive = api.letters.letterReceive.useMutation();
  const remove = api.letters.letterDelete.useMutation();
  const reply = api.letters.letterCreate.useMutation();
  const steps = useRecordSteps(letter, STEP_KEYS);
  const answer = () =>
    reply.mutate(
      { replyToId: letter.id, subject: t('screen.replySubject', { subject: letter.subject }).slice(0, 500) },
      { onSuccess: (r) => void navigate(letterPath(r.id)) },
    );
  return (
    <ItemActions
      testId="letter-actions"
      actions={[
        steps.call('send', IconSend, send, t('screen.sent')),
        steps.call('receive', IconCheck, receive),
        {
          when: letter.can.answer,
          label: t('screen.answer'),
          icon: IconArrowBackUp,
          testId: 'letter-answer',
          loading: reply.isPending,
          onClick: answer,
        },
        {
          when: letter.files.length > 0,
          label: t('screen.merged'),
          icon: IconFileDownload,
          testId: 'letter-merged',
          variant: 'light',
          onClick: () =>
            void api.letterFiles.pdfFilesMerge.download(
              { params: { id: letter.id } },
              `${letter.registrationNumber ?? `letter-${letter.id}`}.pdf`,
            ),
        },
        {
          when: letter.can.delete,
          label: t('screen.delete'),
          icon: IconTrash,
          testId: 'letter-delete',
          variant: 'outline',
          danger: true,
          onClick: () =>
            remove.mutate({ id: letter.id }, { onSuccess: () => void navigate('/lawyer-profile/letters') }),
        },
      ]}
    />
  );
}

function LetterBody({ letter }: { letter: LetterDto }) {
  const { t } = useTranslation('letters');
  const party = (p: LetterDto['sender']) => `${p.name} (${t(`partyKind.${p.kind}`)})`;
  return (
    <>
      <FieldSection
        title={t('screen.registration')}
        fields={[
          {
            label: t('field.registrationNumber'),
            value: letter.registrationNumber ?? t('screen.draft'),
            testId: 'letter-number',
          },
          { label: t('field.subject'), value: letter.subject },
          letter.summary !== null && { label: t('field.summary'), value: letter.summary },
          { label: t('field.sender'), value: party(letter.sender), testId: 'letter-sender' },
          { label: t('field.recipient'), value: party(letter.recipient), testId: 'letter-recipient' },
          letter.sentAt !== null && { label: t('field.sentAt'), value: formatDateTime(letter.sentAt) },
          letter.dueDate !== null && { label: t('field.dueDate'), value: formatDate(letter.dueDate) },
          letter.exchangeNumber !== null && {
            label: t('field.exchangeNumber'),
            value: letter.exchangeNumber,
            testId: 'letter-exchange-number',
          },
          letter.receipt !== null && {
            label: t('screen.receipt'),
            value: `${letter.receipt.receivedBy}, ${letter.receipt.incomingNumber}, ${formatDateTime(letter.receipt.receivedAt)}`,
            testId: 'letter-receipt',
          },
          letter.replyTo !== null && {
            label: t('screen.replyTo'),
            value: (
              <Anchor component={Link} to={letterPath(letter.replyTo.id)}>
                {letter.replyTo.registrationNumber ?? letter.replyTo.id}
              </Anchor>
            ),
          },
        ]}
      />
      <TitledSection title={t('screen.files')}>
        <LetterFiles letter={letter} />
      </TitledSection>
      {letter.replies.length > 0 && (
        <TitledSection title={t('screen.replies')}>
          <Stack gap="xs" data-testid="letter-replies">
            {letter.replies.map((r) => (
              <Group key={r.id} gap="sm">
                <Anchor component={Link} to={letterPath(r.id)} data-testid="letter-reply-link">
                  {r.registrationNumber ?? t('screen.draft')} — {r.subject}
                </Anchor>
                <StatusBadge status={r.status} kind="letter" />
              </Group>
            ))}
          </Stack>
        </TitledSection>
      )}
    </>
  );
}

export function LetterView({ id }: { id: number }) {
  const { t } = useTranslation('letters');
  return (
    <RecordPage
      record="letter"
      query={api.letters.letter.useQuery({ params: { id: id } })}
      title={(letter) =>
        letter?.registrationNumber
          ? t('screen.letterTitle', { number: letter.registrationNumber })
          : t('screen.draftTitle')
      }
      layout={(letter) => ({
        history: letter.history,
        status: (
          <>
            <StatusBadge status={letter.status} kind="letter" testId="letter-status" />
            {letter.overdue && <ToneBadge tone="bad">{t('screen.overdue')}</ToneBadge>}
          </>
        ),
        actions: <LetterActions letter={letter} />,
        children: <LetterBody letter={letter} />,
      })}
    />
  );
}

/**
 * /lawyer-profile/document-chamber/notes (notesList, confirmNotes): a lawyer reads the notes of
 * their region's chamber and of the republic chamber and confirms each once ("unconfirmed" in the URL shows
 * only those left); a chamber sends notes to its scope and sees, per note, how many confirmed, with a link
 * to who did and who did not.
 */
import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import type { NoteItem } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconArrowLeft, IconCheck, IconPlus } from '@tabler/icons-react';
import { callOnRecord } from '../kit/call-on-record';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { NoteDialog } from './note-dialog';
import { NOTES_PATH } from './notes-banner';
import { namespacesLoader } from '../i18n/i18n';
import { Filter, filterReader, RegisterPage, useListUrl } from '../kit/list';
import { ToneBadge } from '../kit/status-badge';
import { LinkButton } from '../kit/link-button';

export const loader = namespacesLoader(['chamber']);

function NoteCard({ note }: { note: NoteItem }) {
  const { t } = useTranslation('chamber');
  const confirm = api.notes.confirmNotes.useMutation();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="chamber-note"
      data-confirmed={note.confirmedAt ? 'true' : 'false'}
      data-confirmations={note.confirmations ?? ''}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2} size="h4">
          {note.title}
        </Title>
        {note.confirmations === null &&
          (note.confirmedAt ? (
            <ToneBadge tone="good" testId="chamber-note-state">
              {t('notes.confirmedOn', { date: formatDateTime(note.confirmedAt) })}
            </ToneBadge>
          ) : (
            <ToneBadge tone="warn" testId="chamber-note-state">
              {t('notes.notConfirmed')}
            </ToneBadge>
          ))}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {formatDate(note.createdAt)} · {note.regionName ?? t('docs.republic')}
      </Text>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {note.text}
      </Text>
      <Group mt="md" gap="sm">
        {note.can.confirm && !note.confirmedAt && (
          <ActionButton
            icon={IconCheck}
            {...callOnRecord(confirm, note.id, t('notes.confirmedToast'))}
            aria-label={`${t('notes.confirm')}: ${note.title}`}
            testId="chamber-note-confirm"
          >
            {t('notes.confirm')}
          </ActionButton>
        )}
        {note.can.seeConfirmations && (
          <>
            <Text size="sm" data-testid="chamber-note-counts">
              {t('notes.counts', {
                confirmed: note.confirmations ?? 0,
                pending: Math.max(0, (note.addressees ?? 0) - (note.confirmations ?? 0)),
              })}
            </Text>
            <Anchor component={Link} to={`${NOTES_PATH}/${note.id}`} data-testid="chamber-note-who">
              {t('notes.who')}
            </Anchor>
          </>
        )}
      </Group>
    </Card>
  );
}

export function NotesPage() {
  const { t } = useTranslation('chamber');
  const account = useCurrentAccount().data;
  const list = useListUrl({ limit: 10 });
  const read = filterReader(list.url.get);
  const notes = api.notes.notesList.useQuery(
    {
      query: {
        unconfirmedOnly: read.oneOf('unconfirmedOnly', ['true', 'false']),
        ...list.query,
      },
    },
    { enabled: undefined },
  );
  const [creating, setCreating] = useState(false);
  const publisher = account?.permissions.includes('note.manage') ?? false;
  return (
    <RegisterPage
      empty={{ text: t(publisher ? 'emptyList.publishedNotes' : 'emptyList.notes') }}
      title={t('notes.title')}
      lead={t('notes.lead')}
      actions={
        <>
          <LinkButton to=".." icon={IconArrowLeft} iconSize={16} relative="path" variant="subtle">
            {t('docs.title')}
          </LinkButton>
          {publisher && (
            <ActionButton icon={IconPlus} onClick={() => setCreating(true)} testId="chamber-note-create">
              {t('notes.create')}
            </ActionButton>
          )}
        </>
      }
      filters={
        publisher
          ? undefined
          : {
              label: t('notes.filters'),
              names: ['unconfirmedOnly'],
              testId: 'chamber-notes',
              fields: (
                <Filter.Only
                  name="unconfirmedOnly"
                  label={t('notes.state')}
                  only={t('notes.notConfirmed')}
                  testId="chamber-notes-unconfirmed"
                />
              ),
            }
      }
      query={notes}
      list={list}
      layout="cards"
      cards={{ render: (n) => <NoteCard note={n} />, testId: 'chamber-notes-list' }}
      rowProps={(n) => ({ 'data-testid': 'chamber-note-row', 'data-title': n.title })}
    >
      {publisher && <NoteDialog opened={creating} onClose={() => setCreating(false)} />}
    </RegisterPage>
  );
}

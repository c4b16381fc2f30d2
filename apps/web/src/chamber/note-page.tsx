/**
 * /lawyer-profile/document-chamber/notes/{id} (note.manage): the lawyers a note is addressed to, who
 * confirmed it and when and who has not yet, with the counts; filtered by state and name in the URL, saved
 * as CSV.
 */
import { Card, Group, Text } from '@mantine/core';
import { NOTE_CONFIRMATION_STATES, type NoteConfirmation } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { namespacesLoader } from '../i18n/i18n';
import { Filter, filterReader, type ListColumn, RegisterPage, useListUrl } from '../kit/list';
import { ToneBadge } from '../kit/status-badge';
import { LinkButton } from '../kit/link-button';

export const loader = namespacesLoader(['chamber']);

export function NotePage() {
  const { t } = useTranslation('chamber');
  const displayName = useDisplayName();
  const id = Number(useParams().id);
  const list = useListUrl();
  const read = filterReader(list.url.get);
  const who = api.notes.noteConfirmations.useQuery({
    params: { id: id },
    query: {
      state: read.oneOf('state', NOTE_CONFIRMATION_STATES),
      search: read.search(),
      ...list.query,
    },
  });
  const note = who.data?.note;
  const state = (c: NoteConfirmation) => (c.confirmedAt ? t('notes.confirmed') : t('notes.notConfirmed'));
  const columns: ListColumn<NoteConfirmation>[] = [
    { key: 'fullName', title: t('notes.lawyer'), value: (c) => displayName(c.fullName), sortable: true },
    { key: 'regionName', title: t('notes.region'), sortable: true },
    {
      key: 'state',
      title: t('notes.state'),
      value: state,
      sortable: true,
      render: (c) => (
        <ToneBadge tone={c.confirmedAt ? 'good' : 'warn'} testId="chamber-note-lawyer-state">
          {state(c)}
        </ToneBadge>
      ),
    },
    {
      key: 'confirmedAt',
      title: t('notes.confirmedAt'),
      value: (c) => (c.confirmedAt ? formatDateTime(c.confirmedAt) : ''),
      sortable: true,
    },
  ];
  return (
    <RegisterPage
      empty={{ text: t('emptyList.who') }}
      title={note ? t('notes.whoTitle', { title: note.title }) : t('notes.who')}
      lead={
        who.data && (
          <span data-testid="chamber-note-summary" data-confirmed={who.data.confirmed}>
            {t('notes.counts', { confirmed: who.data.confirmed, pending: who.data.pending })}
          </span>
        )
      }
      actions={
        <LinkButton to=".." icon={IconArrowLeft} iconSize={16} relative="path" variant="subtle">
          {t('notes.back')}
        </LinkButton>
      }
      filters={{
        label: t('notes.filters'),
        names: ['state', 'search'],
        testId: 'chamber-note-lawyers',
        fields: (
          <>
            <Filter.Choice
              name="state"
              label={t('notes.state')}
              values={NOTE_CONFIRMATION_STATES}
              optionLabel={(s) => t(s === 'CONFIRMED' ? 'notes.confirmed' : 'notes.notConfirmed')}
              testId="chamber-note-lawyers-state"
            />
            <Filter.Search label={t('notes.lawyer')} testId="chamber-note-lawyers-search" />
          </>
        ),
      }}
      header={() =>
        note && (
          <Card withBorder radius="md" padding="md" mb="md">
            <Group justify="space-between">
              <Text fw={600}>{note.title}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(note.createdAt)} · {note.regionName ?? t('docs.republic')}
              </Text>
            </Group>
            <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Text>
          </Card>
        )
      }
      query={who}
      list={list}
      columns={columns}
      testId={{ table: 'chamber-note-lawyers-table', row: 'chamber-note-lawyer' }}
      csv="note-confirmations"
      rowProps={(c) => ({ 'data-lawyer': String(c.lawyerId) })}
    />
  );
}

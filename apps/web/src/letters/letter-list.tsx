/**
 * A list of letters (letters-and-documents/{type}, …-incoming, …-contragent-or-lawyer): the list kit over
 * letter/list, a box (incoming, outgoing, drafts) and filters by status and by the other party's kind.
 */
import { Anchor, Stack } from '@mantine/core';
import {
  LETTER_BOXES,
  LETTER_PARTY_KINDS,
  LETTER_STATUS_VALUES,
  type LetterBox,
  type LetterListItem,
} from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import {
  column,
  DataList,
  type EmptyState,
  Filter,
  type ListColumn,
  ListFilters,
  useListUrl,
} from '../kit/list';
import { ToneBadge, useStatusLabel } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { letterPath } from './letter-links';

export function LetterList({
  title,
  box,
  chooseBox = false,
  partyKinds = LETTER_PARTY_KINDS,
}: {
  title: string;
  box: LetterBox;
  chooseBox?: boolean;
  partyKinds?: readonly (typeof LETTER_PARTY_KINDS)[number][];
}) {
  const { t } = useTranslation('letters');
  const status = useStatusLabel();
  const list = useListUrl({ limit: 20 });
  const { get } = list.url;
  const shownBox = (chooseBox ? (get('box') as LetterBox | undefined) : undefined) ?? box;
  const partyKind = (get('party') as (typeof LETTER_PARTY_KINDS)[number] | undefined) ?? undefined;
  const letters = api.letters.letterList.useQuery({
    query: {
      box: shownBox,
      status: (get('status') as LetterListItem['status'] | undefined) ?? undefined,
      partyKind: partyKind ?? (partyKinds.length === 1 ? partyKinds[0] : undefined),
      search: get('search') || undefined,
      ...list.query,
    },
  });
  const empty: EmptyState = chooseBox
    ? { text: t('emptyList.correspondence') }
    : {
        text: t(`emptyList.${box}`),
        ...(box !== 'incoming' && {
          link: {
            to: '/lawyer-profile/letters',
            label: t('emptyList.write'),
            permission: 'letter.view' as const,
          },
        }),
      };
  const other = (l: LetterListItem) => (l.direction === 'INCOMING' ? l.sender : l.recipient);
  const columns: ListColumn<LetterListItem>[] = [
    {
      key: 'number',
      title: t('field.registrationNumber'),
      value: (l) => l.registrationNumber ?? t('screen.draft'),
      render: (l) => (
        <Anchor component={Link} to={letterPath(l.id)} data-testid="letter-link">
          {l.registrationNumber ?? t('screen.draft')}
        </Anchor>
      ),
    },
    { key: 'subject', title: t('field.subject') },
    {
      key: 'party',
      title: shownBox === 'incoming' ? t('field.sender') : t('field.recipient'),
      value: (l) => `${other(l).name} (${t(`partyKind.${other(l).kind}`)})`,
    },
    { key: 'sentAt', title: t('field.sentAt'), value: (l) => (l.sentAt ? formatDate(l.sentAt) : '') },
    {
      key: 'dueDate',
      title: t('field.dueDate'),
      value: (l) => (l.dueDate ? formatDate(l.dueDate) : ''),
      render: (l) =>
        l.dueDate && (
          <span>
            {formatDate(l.dueDate)} {l.overdue && <ToneBadge tone="bad">{t('screen.overdue')}</ToneBadge>}
          </span>
        ),
    },
    column.status({
      title: t('field.status'),

      label: status,
      kind: 'letter',
      sortable: false,
    }),
  ];
  return (
    <Stack>
      <PageHeader title={title} />
      <ListFilters
        label={t('screen.filters')}
        names={['search', 'status', 'party', ...(chooseBox ? ['box'] : [])]}
        testId="letters"
      >
        <Filter.Search label={t('screen.search')} testId="letters-search" />
        {chooseBox && (
          <Filter.Choice
            name="box"
            label={t('screen.box')}
            values={LETTER_BOXES}
            optionLabel={(b) => t(`box.${b}`)}
          />
        )}
        <Filter.Status
          statuses={LETTER_STATUS_VALUES.filter((s) => s !== 'DELETED')}
          label={t('field.status')}
          kind="letter"
        />
        {partyKinds.length > 1 && (
          <Filter.Choice
            name="party"
            label={t('screen.partyKind')}
            values={partyKinds}
            optionLabel={(k) => t(`partyKind.${k}`)}
          />
        )}
      </ListFilters>
      <DataList
        empty={empty}
        query={letters}
        list={list}
        columns={columns}
        label={title}
        csv="letters"
        testId={{ table: 'letter-list', row: 'letter-row' }}
        rowProps={(l) => ({ 'data-letter-id': l.id, 'data-status': l.status })}
      />
    </Stack>
  );
}

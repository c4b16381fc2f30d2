/**
 * /lawyer-profile/query-log: the query log (issue item 7). ADMIN searches every sign-in and every read of
 * a person's data (by date, action, outcome, channel, whose data, who, address); anyone else with the
 * query log sees their own entries.
 */
import { Text } from '@mantine/core';
import type { QueryLogItem } from '@portal/contracts';
import { formatDateTime, parseDisplayDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useQueryLog } from '../../api/administration';
import { useCurrentAccount } from '../../api/identity';
import { DataList, FilterSelect, FilterText, ListFilters, type ListColumn, useListUrl } from '../../kit/list';
import { ToneBadge } from '../../kit/status-badge';
import { PageHeader } from '../../shell/page-header';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;
const ACTIONS = ['SIGN_IN', 'SIGN_OUT', 'PERSON_READ'] as const;
const CHANNELS = ['SSO', 'MOBILE_ID', 'E_SIGNATURE', 'PERSON_REGISTRY', 'USER_ADMINISTRATION'] as const;

const FILTERS = ['from', 'to', 'action', 'outcome', 'channel', 'subjectPinfl', 'actorPinfl', 'ip'] as const;

/** A day typed as dd-mm-yyyy, kept in the URL as an ISO date; null when it is no calendar day. */
const dayToUrl = (typed: string) => (typed ? parseDisplayDate(typed) : undefined);
const dayFromUrl = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('-') : '';

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const { t: tc } = useTranslation('common');
  const account = useCurrentAccount();
  const all = account.data?.permissions.includes('queryLog.viewAll') ?? false;
  const list = useListUrl({ limit: LIMIT });
  const { get } = list.url;
  const log = useQueryLog({ ...Object.fromEntries(FILTERS.map((name) => [name, get(name)])), ...list.query });
  const columns: ListColumn<QueryLogItem>[] = [
    {
      key: 'at',
      title: t('queryLog.at'),
      render: (e) => formatDateTime(e.at),
      csv: (e) => formatDateTime(e.at),
      sortable: true,
    },
    {
      key: 'action',
      title: t('queryLog.action'),
      value: (e) => t(`queryLog.actions.${e.action}`, { defaultValue: e.action }),
      sortable: true,
    },
    {
      key: 'channel',
      title: t('queryLog.channel'),
      value: (e) => (e.channel ? t(`queryLog.channels.${e.channel}`, { defaultValue: e.channel }) : '—'),
      sortable: true,
    },
    {
      key: 'outcome',
      title: t('queryLog.outcome'),
      sortable: true,
      render: (e) => (
        <ToneBadge tone={e.outcome === 'OK' || e.outcome === 'CODE_SENT' ? 'good' : 'bad'}>
          {e.outcome}
        </ToneBadge>
      ),
    },
    { key: 'subjectPinfl', title: t('queryLog.subjectPinfl'), sortable: true },
    {
      key: 'actor',
      title: t('queryLog.actor'),
      value: (e) => displayName(e.actorName) ?? '—',
      csv: (e) => [displayName(e.actorName), e.actorPinfl].filter(Boolean).join(' '),
      sortable: true,
      render: (e) => (
        <>
          {displayName(e.actorName) ?? '—'}
          {e.actorPinfl && (
            <Text size="xs" c="dimmed">
              {e.actorPinfl}
            </Text>
          )}
        </>
      ),
    },
    { key: 'ip', title: t('queryLog.ip'), sortable: true },
  ];

  return (
    <>
      <PageHeader title={t('queryLog.title')} lead={all ? t('queryLog.leadAll') : t('queryLog.leadOwn')} />
      <ListFilters label={t('queryLog.filters')} names={FILTERS} testId="query-log">
        <FilterText
          name="from"
          label={t('queryLog.from')}
          mask="99-99-9999"
          placeholder={tc('date.format')}
          fromUrl={dayFromUrl}
          toUrl={dayToUrl}
          invalid={t('queryLog.badDate')}
          testId="query-log-from"
        />
        <FilterText
          name="to"
          label={t('queryLog.to')}
          mask="99-99-9999"
          placeholder={tc('date.format')}
          fromUrl={dayFromUrl}
          toUrl={dayToUrl}
          invalid={t('queryLog.badDate')}
          testId="query-log-to"
        />
        <FilterSelect
          name="action"
          label={t('queryLog.action')}
          data={ACTIONS.map((a) => ({ value: a, label: t(`queryLog.actions.${a}`) }))}
          testId="query-log-action"
        />
        <FilterSelect
          name="outcome"
          label={t('queryLog.outcome')}
          data={[
            { value: 'OK', label: t('queryLog.outcomes.OK') },
            { value: 'REFUSED', label: t('queryLog.outcomes.REFUSED') },
          ]}
          testId="query-log-outcome"
        />
        {all && (
          <>
            <FilterSelect
              name="channel"
              label={t('queryLog.channel')}
              data={CHANNELS.map((c) => ({ value: c, label: t(`queryLog.channels.${c}`) }))}
              testId="query-log-channel"
            />
            <FilterText
              name="subjectPinfl"
              label={t('queryLog.subjectPinfl')}
              mask="99999999999999"
              raw
              inputMode="numeric"
              testId="query-log-subject"
            />
            <FilterText
              name="actorPinfl"
              label={t('queryLog.actorPinfl')}
              mask="99999999999999"
              raw
              inputMode="numeric"
              testId="query-log-actor"
            />
            <FilterText name="ip" label={t('queryLog.ip')} maxLength={64} testId="query-log-ip" />
          </>
        )}
      </ListFilters>
      <DataList
        query={log}
        list={list}
        columns={columns}
        label={t('queryLog.title')}
        testId="query-log-table"
        csv="query-log"
        rowProps={(e) => ({
          'data-testid': 'query-log-row',
          'data-outcome': e.outcome,
          'data-action': e.action,
        })}
      />
    </>
  );
}

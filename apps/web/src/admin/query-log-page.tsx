/**
 * /lawyer-profile/query-log: the query log. ADMIN searches every sign-in and every read of
 * a person's data (by date, action, outcome, channel, whose data, who, address); anyone else with the
 * query log sees their own entries.
 */
import { Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { defineRegister, Filter, Register } from '../kit/list';
import { ToneBadge } from '../kit/status-badge';

const ACTIONS = ['SIGN_IN', 'SIGN_OUT', 'PERSON_READ'] as const;
const OUTCOMES = ['OK', 'REFUSED'] as const;
const CHANNELS = ['SSO', 'MOBILE_ID', 'E_SIGNATURE', 'PERSON_REGISTRY', 'USER_ADMINISTRATION'] as const;
/** The choices among fixed values: label `queryLog.<name>`, each value's label `queryLog.<name>s.<value>`. */
const choices = [
  { name: 'action', values: ACTIONS },
  { name: 'outcome', values: OUTCOMES },
  { name: 'channel', values: CHANNELS },
] as const;

export const QUERY_LOG = defineRegister({
  name: 'query-log',
  texts: 'cabinet:queryLog',
  call: api.queryLog.queryLogList,
  filters: ['from', 'to', 'action', 'outcome', 'channel', 'subjectPinfl', 'actorPinfl', 'ip'],
  fields: ({ t, holds }) => (
    <>
      {(['from', 'to'] as const).map((name) => (
        <Filter.TypedDay
          key={name}
          name={name}
          label={t(`queryLog.${name}`)}
          invalid={t('queryLog.badDate')}
        />
      ))}
      {choices
        .filter((choice) => holds('queryLog.viewAll') || choice.name !== 'channel')
        .map(({ name, values }) => (
          <Filter.Choice
            key={name}
            name={name}
            label={t(`queryLog.${name}`)}
            values={values}
            optionLabel={(value) => t(`queryLog.${name}s.${value}`)}
          />
        ))}
      {holds('queryLog.viewAll') && (
        <>
          <Filter.Pinfl name="subjectPinfl" label={t('queryLog.subjectPinfl')} testId="query-log-subject" />
          <Filter.Pinfl name="actorPinfl" label={t('queryLog.actorPinfl')} testId="query-log-actor" />
          <Filter.Search name="ip" label={t('queryLog.ip')} maxLength={64} />
        </>
      )}
    </>
  ),
  columns: ({ t, displayName }) => [
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
  ],
  csv: 'query-log',
  rowProps: (e) => ({ 'data-outcome': e.outcome, 'data-action': e.action }),
});

export function QueryLogPage() {
  const { t } = useTranslation('cabinet');
  const all = useCurrentAccount().data?.permissions.includes('queryLog.viewAll') ?? false;
  return <Register of={QUERY_LOG} lead={all ? t('queryLog.leadAll') : t('queryLog.leadOwn')} />;
}

/**
 * /lawyer-profile/query-log: the query log (issue item 7). ADMIN searches every sign-in and every read of
 * a person's data (by date, action, outcome, channel, whose data, who, address); anyone else with the
 * query log sees their own entries.
 */
import { Button, Group, MaskInput, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { formatDateTime, parseDisplayDate } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Filters, useQueryLog } from '../../api/administration';
import { useCurrentAccount } from '../../api/identity';
import { PagingBar } from '../../cabinet/paged-table';
import { QueryState } from '../../kit/list';
import { ScrollTable } from '../../cabinet/ui';
import { ToneBadge } from '../../kit/status-badge';
import { PageHeader } from '../../shell/page-header';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;
const ACTIONS = ['SIGN_IN', 'SIGN_OUT', 'PERSON_READ'] as const;
const CHANNELS = ['SSO', 'MOBILE_ID', 'E_SIGNATURE', 'PERSON_REGISTRY', 'USER_ADMINISTRATION'] as const;

interface Form {
  from: string;
  to: string;
  action: string | null;
  outcome: string | null;
  channel: string | null;
  subjectPinfl: string;
  actorPinfl: string;
  ip: string;
}

const EMPTY: Form = {
  from: '',
  to: '',
  action: null,
  outcome: null,
  channel: null,
  subjectPinfl: '',
  actorPinfl: '',
  ip: '',
};

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('cabinet');
  const { t: tc } = useTranslation('common');
  const account = useCurrentAccount();
  const all = account.data?.permissions.includes('queryLog.viewAll') ?? false;
  const [form, setForm] = useState<Form>(EMPTY);
  const [dateError, setDateError] = useState<'from' | 'to' | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const log = useQueryLog({ ...filters, page, limit: LIMIT });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const from = form.from ? parseDisplayDate(form.from) : undefined;
    const to = form.to ? parseDisplayDate(form.to) : undefined;
    if (from === null) return setDateError('from');
    if (to === null) return setDateError('to');
    setDateError(null);
    setPage(0);
    setFilters({
      from,
      to,
      action: form.action ?? undefined,
      outcome: form.outcome ?? undefined,
      channel: form.channel ?? undefined,
      subjectPinfl: form.subjectPinfl || undefined,
      actorPinfl: form.actorPinfl || undefined,
      ip: form.ip.trim() || undefined,
    });
  };

  return (
    <>
      <PageHeader title={t('queryLog.title')} lead={all ? t('queryLog.leadAll') : t('queryLog.leadOwn')} />
      <form onSubmit={search} aria-label={t('queryLog.filters')} data-testid="query-log-filters">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="md">
          <MaskInput
            mask="99-99-9999"
            label={t('queryLog.from')}
            placeholder={tc('date.format')}
            value={form.from}
            onChange={(e) => set('from', e.currentTarget.value)}
            error={dateError === 'from' ? t('queryLog.badDate') : undefined}
            data-testid="query-log-from"
          />
          <MaskInput
            mask="99-99-9999"
            label={t('queryLog.to')}
            placeholder={tc('date.format')}
            value={form.to}
            onChange={(e) => set('to', e.currentTarget.value)}
            error={dateError === 'to' ? t('queryLog.badDate') : undefined}
            data-testid="query-log-to"
          />
          <Select
            label={t('queryLog.action')}
            data={ACTIONS.map((a) => ({ value: a, label: t(`queryLog.actions.${a}`) }))}
            value={form.action}
            onChange={(v) => set('action', v)}
            clearable
            placeholder={tc('actions.all')}
            data-testid="query-log-action"
          />
          <Select
            label={t('queryLog.outcome')}
            data={[
              { value: 'OK', label: t('queryLog.outcomes.OK') },
              { value: 'REFUSED', label: t('queryLog.outcomes.REFUSED') },
            ]}
            value={form.outcome}
            onChange={(v) => set('outcome', v)}
            clearable
            placeholder={tc('actions.all')}
            data-testid="query-log-outcome"
          />
          {all && (
            <>
              <Select
                label={t('queryLog.channel')}
                data={CHANNELS.map((c) => ({ value: c, label: t(`queryLog.channels.${c}`) }))}
                value={form.channel}
                onChange={(v) => set('channel', v)}
                clearable
                placeholder={tc('actions.all')}
                data-testid="query-log-channel"
              />
              <MaskInput
                mask="99999999999999"
                label={t('queryLog.subjectPinfl')}
                value={form.subjectPinfl}
                onChangeRaw={(raw) => set('subjectPinfl', raw)}
                inputMode="numeric"
                data-testid="query-log-subject"
              />
              <MaskInput
                mask="99999999999999"
                label={t('queryLog.actorPinfl')}
                value={form.actorPinfl}
                onChangeRaw={(raw) => set('actorPinfl', raw)}
                inputMode="numeric"
                data-testid="query-log-actor"
              />
              <TextInput
                label={t('queryLog.ip')}
                value={form.ip}
                maxLength={64}
                onChange={(e) => set('ip', e.currentTarget.value)}
                data-testid="query-log-ip"
              />
            </>
          )}
        </SimpleGrid>
        <Group mb="lg">
          <Button
            type="submit"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            data-testid="query-log-search"
          >
            {tc('actions.search')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setForm(EMPTY);
              setFilters({});
              setPage(0);
            }}
          >
            {tc('actions.reset')}
          </Button>
        </Group>
      </form>
      <QueryState query={log} empty={log.data?.total === 0}>
        <ScrollTable minWidth={760} label={t('queryLog.title')}>
          <Table striped highlightOnHover data-testid="query-log-table">
            <Table.Caption>{t('queryLog.caption', { total: log.data?.total ?? 0 })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('queryLog.at')}</Table.Th>
                <Table.Th scope="col">{t('queryLog.action')}</Table.Th>
                <Table.Th scope="col">{t('queryLog.channel')}</Table.Th>
                <Table.Th scope="col">{t('queryLog.outcome')}</Table.Th>
                <Table.Th scope="col">{t('queryLog.subjectPinfl')}</Table.Th>
                <Table.Th scope="col">{t('queryLog.actor')}</Table.Th>
                <Table.Th scope="col">{t('queryLog.ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data?.list.map((e) => (
                <Table.Tr
                  key={e.id}
                  data-testid="query-log-row"
                  data-outcome={e.outcome}
                  data-action={e.action}
                >
                  <Table.Td>{formatDateTime(e.at)}</Table.Td>
                  <Table.Td>{t(`queryLog.actions.${e.action}`, { defaultValue: e.action })}</Table.Td>
                  <Table.Td>
                    {e.channel ? t(`queryLog.channels.${e.channel}`, { defaultValue: e.channel }) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <ToneBadge tone={e.outcome === 'OK' || e.outcome === 'CODE_SENT' ? 'good' : 'bad'}>
                      {e.outcome}
                    </ToneBadge>
                  </Table.Td>
                  <Table.Td>{e.subjectPinfl ?? '—'}</Table.Td>
                  <Table.Td>
                    {displayName(e.actorName) ?? '—'}
                    {e.actorPinfl && (
                      <Text size="xs" c="dimmed">
                        {e.actorPinfl}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{e.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <PagingBar page={page} limit={LIMIT} total={log.data?.total ?? 0} onPage={setPage} />
      </QueryState>
    </>
  );
}

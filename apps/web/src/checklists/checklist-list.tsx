/**
 * /lawyer-profile/checklists: the checklists of completed work the user may see (checkList/list) with a
 * status filter in the URL; the investigator's work list (FOR_AGREED first by default: "to agree").
 */
import { Anchor, Card, Group, Select, SimpleGrid, Table, Text } from '@mantine/core';
import { CHECKLIST_STATUS_VALUES } from '@portal/contracts';
import { formatDateTime, formatTiyin } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChecklistInfo, useChecklists } from '../api/legal-aid';
import { PagingBar } from '../cabinet/paged-table';
import { QueryState } from '../cabinet/query-state';
import { ScrollTable } from '../cabinet/ui';
import { checklistPath } from '../investigator-requests/request-links';
import { StatusBadge } from '../kit/status-badge';
import { useUrlState } from '../public/url-state';
import { PageHeader } from '../shell/page-header';
import { useDisplayName } from '../i18n/display-name';

const LIMIT = 20;

function Counts() {
  const { t } = useTranslation('legal-aid-screens');
  const info = useChecklistInfo();
  if (!info.data) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} mb="lg" data-testid="checklist-counts">
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('checklists.awaitingMe')}
        </Text>
        <Text fw={700} size="xl" data-testid="checklist-awaiting">
          {info.data.awaitingMe}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('checklists.total')}
        </Text>
        <Text fw={700} size="xl">
          {info.data.total}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {t('checklists.finishedFee')}
        </Text>
        <Text fw={700} size="xl">
          {formatTiyin(info.data.finishedFeeTiyin)}
        </Text>
      </Card>
    </SimpleGrid>
  );
}

export function ChecklistList() {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const { t: tc } = useTranslation('common');
  const { get, page, set } = useUrlState();
  const status = (CHECKLIST_STATUS_VALUES as readonly string[]).includes(get('status') ?? '')
    ? get('status')
    : undefined;
  const list = useChecklists({ status, page, limit: LIMIT });
  const rows = list.data?.list ?? [];
  return (
    <>
      <PageHeader title={t('checklists.title')} lead={t('checklists.lead')} />
      <Counts />
      <Group mb="lg">
        <Select
          label={t('requests.status')}
          data={CHECKLIST_STATUS_VALUES.map((s) => ({ value: s, label: t(`common:status.${s}`) }))}
          value={status ?? null}
          onChange={(v) => set({ status: v })}
          clearable
          placeholder={tc('actions.all')}
          data-testid="checklist-filter-status"
        />
      </Group>
      <QueryState query={list} empty={list.data?.total === 0}>
        <ScrollTable minWidth={820} label={t('checklists.title')}>
          <Table striped data-testid="checklist-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('request.caseNumber')}</Table.Th>
                <Table.Th scope="col">{t('request.person')}</Table.Th>
                <Table.Th scope="col">{t('request.lawyer')}</Table.Th>
                <Table.Th scope="col">{t('checklist.total')}</Table.Th>
                <Table.Th scope="col">{t('checklist.sentAt')}</Table.Th>
                <Table.Th scope="col">{t('request.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr
                  key={c.id}
                  data-testid="checklist-row"
                  data-checklist-id={c.id}
                  data-status={c.status}
                >
                  <Table.Td>
                    <Anchor component={Link} to={checklistPath(c.id)} fw={600} data-testid="checklist-link">
                      {c.caseNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{displayName(c.personName) ?? '—'}</Table.Td>
                  <Table.Td>{displayName(c.lawyer.fullName)}</Table.Td>
                  <Table.Td>{formatTiyin(c.feeTiyin)}</Table.Td>
                  <Table.Td>{formatDateTime(c.sentForAgreementAt) || '—'}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={c.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <PagingBar
          page={page}
          limit={LIMIT}
          total={list.data?.total ?? 0}
          onPage={(p) => set({ page: p + 1 })}
        />
      </QueryState>
    </>
  );
}

/**
 * /lawyer-profile/control-panel/order-permissions: the per-user permission to create orders. A director
 * sees the lawyers of the structure they direct, ADMIN every lawyer; "allow" and "cancel" follow `can`.
 */
import { Button, Group, Select, SimpleGrid, Table, TextInput } from '@mantine/core';
import { IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Filters, useOrderAccessChange, useOrderAccessList } from '../../api/administration';
import { PagingBar } from '../../cabinet/paged-table';
import { QueryState } from '../../kit/list';
import { ScrollTable, useDangerColor } from '../../cabinet/ui';
import { ToneBadge } from '../../kit/status-badge';
import { PageHeader } from '../../shell/page-header';
import { toast } from '../../shell/toast';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const danger = useDangerColor();
  const [search, setSearch] = useState('');
  const [allowed, setAllowed] = useState<string | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const list = useOrderAccessList({ ...filters, page, limit: LIMIT });
  const change = useOrderAccessChange();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilters({ search: search.trim() || undefined, allowed: allowed ?? undefined });
  };

  return (
    <>
      <PageHeader title={t('orderPermissions.title')} lead={t('orderPermissions.lead')} />
      <form onSubmit={submit} aria-label={t('users.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
          <TextInput
            label={t('users.search')}
            description={t('users.searchHint')}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="order-permissions-search"
          />
          <Select
            label={t('orderPermissions.state')}
            data={[
              { value: 'true', label: t('orderPermissions.allowed') },
              { value: 'false', label: t('orderPermissions.notAllowed') },
            ]}
            value={allowed}
            onChange={setAllowed}
            clearable
            placeholder={tc('actions.all')}
          />
        </SimpleGrid>
        <Group mb="lg">
          <Button
            type="submit"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            data-testid="order-permissions-submit"
          >
            {tc('actions.search')}
          </Button>
        </Group>
      </form>
      <QueryState query={list} empty={list.data?.total === 0}>
        <ScrollTable minWidth={720} label={t('orderPermissions.title')}>
          <Table striped data-testid="order-permissions-table">
            <Table.Caption>{t('orderPermissions.caption', { total: list.data?.total ?? 0 })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('users.name')}</Table.Th>
                <Table.Th scope="col">{t('orderPermissions.certificate')}</Table.Th>
                <Table.Th scope="col">{t('orderPermissions.structure')}</Table.Th>
                <Table.Th scope="col">{t('orderPermissions.state')}</Table.Th>
                <Table.Th scope="col">{t('orderPermissions.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.list.map((l) => (
                <Table.Tr
                  key={l.personId}
                  data-testid="order-permissions-row"
                  data-certificate={l.certificateNumber}
                >
                  <Table.Td>{displayName(l.fullName)}</Table.Td>
                  <Table.Td>{l.certificateNumber}</Table.Td>
                  <Table.Td>{displayName(l.contragent?.name) ?? '—'}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={l.orderPermission ? 'good' : 'neutral'} testId="order-permission-state">
                      {l.orderPermission ? t('orderPermissions.allowed') : t('orderPermissions.notAllowed')}
                    </ToneBadge>
                  </Table.Td>
                  <Table.Td>
                    {l.can.allow && (
                      <Button
                        size="xs"
                        leftSection={<IconCheck size={16} aria-hidden="true" />}
                        loading={change.isPending && change.variables?.personId === l.personId}
                        onClick={() =>
                          change.mutate(
                            { personId: l.personId, allowed: true },
                            { onSuccess: () => toast.success(te('success.saved')) },
                          )
                        }
                        aria-label={`${t('orderPermissions.allow')}: ${displayName(l.fullName)}`}
                        data-testid="order-permission-allow"
                      >
                        {t('orderPermissions.allow')}
                      </Button>
                    )}
                    {l.can.cancel && (
                      <Button
                        size="xs"
                        color={danger}
                        variant="outline"
                        leftSection={<IconX size={16} aria-hidden="true" />}
                        loading={change.isPending && change.variables?.personId === l.personId}
                        onClick={() =>
                          change.mutate(
                            { personId: l.personId, allowed: false },
                            { onSuccess: () => toast.success(te('success.cancelled')) },
                          )
                        }
                        aria-label={`${t('orderPermissions.cancel')}: ${displayName(l.fullName)}`}
                        data-testid="order-permission-cancel"
                      >
                        {t('orderPermissions.cancel')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <PagingBar page={page} limit={LIMIT} total={list.data?.total ?? 0} onPage={setPage} />
      </QueryState>
    </>
  );
}

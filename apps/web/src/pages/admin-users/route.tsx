/** /lawyer-profile/control-panel/users (ADMIN): user accounts, searched by name or PINFL, by role and block. */
import { Anchor, Button, Group, Select, SimpleGrid, Table, TextInput } from '@mantine/core';
import { formatDateTime, ROLES } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Filters, useUserList } from '../../api/administration';
import { PagingBar } from '../../cabinet/paged-table';
import { QueryState } from '../../kit/list';
import { ScrollTable } from '../../cabinet/ui';
import { ToneBadge } from '../../kit/status-badge';
import { PageHeader } from '../../shell/page-header';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const users = useUserList({ ...filters, page, limit: LIMIT });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilters({
      search: search.trim() || undefined,
      role: role ?? undefined,
      blocked: blocked ?? undefined,
    });
  };

  return (
    <>
      <PageHeader title={t('users.title')} />
      <form onSubmit={submit} aria-label={t('users.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
          <TextInput
            label={t('users.search')}
            description={t('users.searchHint')}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="users-search"
          />
          <Select
            label={t('users.role')}
            data={ROLES.map((r) => ({ value: r, label: tc(`role.${r}`) }))}
            value={role}
            onChange={setRole}
            clearable
            placeholder={tc('actions.all')}
            data-testid="users-role"
          />
          <Select
            label={t('users.state')}
            data={[
              { value: 'false', label: t('users.active') },
              { value: 'true', label: t('users.blocked') },
            ]}
            value={blocked}
            onChange={setBlocked}
            clearable
            placeholder={tc('actions.all')}
          />
        </SimpleGrid>
        <Group mb="lg">
          <Button
            type="submit"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            data-testid="users-submit"
          >
            {tc('actions.search')}
          </Button>
        </Group>
      </form>
      <QueryState query={users} empty={users.data?.total === 0}>
        <ScrollTable minWidth={720} label={t('users.title')}>
          <Table striped highlightOnHover data-testid="users-table">
            <Table.Caption>{t('users.caption', { total: users.data?.total ?? 0 })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('users.name')}</Table.Th>
                <Table.Th scope="col">{t('users.pinfl')}</Table.Th>
                <Table.Th scope="col">{t('users.role')}</Table.Th>
                <Table.Th scope="col">{t('users.state')}</Table.Th>
                <Table.Th scope="col">{t('users.lastSignIn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data?.list.map((u) => (
                <Table.Tr key={u.id} data-testid="users-row" data-pinfl={u.pinfl}>
                  <Table.Td>
                    <Anchor component={Link} to={`/lawyer-profile/control-panel/users/${u.id}`}>
                      {displayName(u.fullName)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{u.pinfl}</Table.Td>
                  <Table.Td>{tc(`role.${u.role}`, { defaultValue: u.role })}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={u.blocked ? 'bad' : 'good'}>
                      {u.blocked ? t('users.blocked') : t('users.active')}
                    </ToneBadge>
                  </Table.Td>
                  <Table.Td>{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <PagingBar page={page} limit={LIMIT} total={users.data?.total ?? 0} onPage={setPage} />
      </QueryState>
    </>
  );
}

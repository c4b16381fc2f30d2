/** /lawyer-profile/control-panel/users (ADMIN): user accounts, searched by name or PINFL, by role and block. */
import { Anchor } from '@mantine/core';
import type { UserListItem } from '@portal/contracts';
import { formatDateTime, ROLES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserList } from '../../api/administration';
import { DataList, FilterSelect, FilterText, ListFilters, type ListColumn, useListUrl } from '../../kit/list';
import { ToneBadge } from '../../kit/status-badge';
import { PageHeader } from '../../shell/page-header';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;
const FILTERS = ['search', 'role', 'blocked'] as const;

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const list = useListUrl({ limit: LIMIT });
  const { get } = list.url;
  const users = useUserList({
    search: get('search'),
    role: get('role'),
    blocked: get('blocked'),
    ...list.query,
  });
  const state = (u: UserListItem) => (u.blocked ? t('users.blocked') : t('users.active'));
  const columns: ListColumn<UserListItem>[] = [
    {
      key: 'name',
      title: t('users.name'),
      value: (u) => displayName(u.fullName),
      sortable: true,
      render: (u) => (
        <Anchor component={Link} to={`/lawyer-profile/control-panel/users/${u.id}`}>
          {displayName(u.fullName)}
        </Anchor>
      ),
    },
    { key: 'pinfl', title: t('users.pinfl'), sortable: true },
    {
      key: 'role',
      title: t('users.role'),
      value: (u) => tc(`role.${u.role}`, { defaultValue: u.role }),
      sortable: true,
    },
    {
      key: 'blocked',
      title: t('users.state'),
      value: state,
      sortable: true,
      render: (u) => <ToneBadge tone={u.blocked ? 'bad' : 'good'}>{state(u)}</ToneBadge>,
    },
    {
      key: 'lastSignInAt',
      title: t('users.lastSignIn'),
      render: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : '—'),
      csv: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : ''),
      sortable: true,
    },
  ];

  return (
    <>
      <PageHeader title={t('users.title')} />
      <ListFilters label={t('users.filters')} names={FILTERS} testId="users" cols={{ base: 1, sm: 3 }}>
        <FilterText
          name="search"
          label={t('users.search')}
          description={t('users.searchHint')}
          testId="users-search"
        />
        <FilterSelect
          name="role"
          label={t('users.role')}
          data={ROLES.map((r) => ({ value: r, label: tc(`role.${r}`) }))}
          testId="users-role"
        />
        <FilterSelect
          name="blocked"
          label={t('users.state')}
          data={[
            { value: 'false', label: t('users.active') },
            { value: 'true', label: t('users.blocked') },
          ]}
        />
      </ListFilters>
      <DataList
        query={users}
        list={list}
        columns={columns}
        label={t('users.title')}
        testId="users-table"
        csv="users"
        rowProps={(u) => ({ 'data-testid': 'users-row', 'data-pinfl': u.pinfl })}
      />
    </>
  );
}

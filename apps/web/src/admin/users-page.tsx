/** /lawyer-profile/control-panel/users (ADMIN): user accounts, searched by name or PINFL, by role and block. */
import type { UserListItem } from '@portal/contracts';
import { formatDateTime, ROLES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { Filter, column, RegisterPage, type ListColumn, useRegister, linkColumn } from '../kit/list';
import { useDisplayName } from '../i18n/display-name';

const FILTERS = ['search', 'role', 'blocked'] as const;

export function UsersPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const users = useRegister(api.admin.userList, FILTERS);
  const blocked = column.flag<UserListItem>({
    key: 'blocked',
    t,
    on: (u) => u.blocked,
    tones: ['bad', 'good'],
  });
  const columns: ListColumn<UserListItem>[] = [
    linkColumn({
      key: 'name',
      title: t('users.name'),
      value: (u) => displayName(u.fullName),
      sortable: true,
      to: (u) => `/lawyer-profile/control-panel/users/${u.id}`,
    }),
    { key: 'pinfl', title: t('users.pinfl'), sortable: true },
    {
      key: 'role',
      title: t('users.role'),
      value: (u) => tc(`role.${u.role}`, { defaultValue: u.role }),
      sortable: true,
    },
    blocked,
    {
      key: 'lastSignInAt',
      title: t('users.lastSignIn'),
      render: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : '—'),
      csv: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : ''),
      sortable: true,
    },
  ];

  return (
    <RegisterPage
      texts="admin:users"
      empty={{ text: t('emptyList.users') }}
      register="users"
      filters={{
        cols: { base: 1, sm: 3 },
        fields: (
          <>
            <Filter.Search label={t('users.search')} hint={t('users.searchHint')} />
            <Filter.Choice
              name="role"
              label={t('users.role')}
              values={ROLES}
              optionLabel={(r) => tc(`role.${r}`)}
            />
            <Filter.YesNo flag={blocked} />
          </>
        ),
      }}
      {...users}
      columns={columns}
      csv="users"
      rowProps={(u) => ({ 'data-pinfl': u.pinfl })}
    />
  );
}

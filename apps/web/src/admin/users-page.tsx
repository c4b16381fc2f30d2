/** /lawyer-profile/control-panel/users (ADMIN): user accounts, searched by name or PINFL, by role and block. */
import type { UserListItem } from '@portal/contracts';
import { formatDateTime, ROLES } from '@portal/domain';
import type { TFunction } from 'i18next';
import { api } from '../api/api';
import { column, defineRegister, Filter, linkColumn, Register } from '../kit/list';

const blocked = (t: TFunction) =>
  column.flag<UserListItem>({ key: 'blocked', t, on: (u) => u.blocked, tones: ['bad', 'good'] });

export const USERS = defineRegister({
  name: 'users',
  texts: 'admin:users',
  call: api.admin.userList,
  filters: ['search', 'role', 'blocked'],
  cols: { base: 1, sm: 3 },
  fields: ({ t }) => (
    <>
      <Filter.Search label={t('users.search')} hint={t('users.searchHint')} />
      <Filter.Choice
        name="role"
        label={t('users.role')}
        values={ROLES}
        optionLabel={(r) => t(`common:role.${r}`)}
      />
      <Filter.YesNo flag={blocked(t)} />
    </>
  ),
  columns: ({ t, displayName }) => [
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
      value: (u) => t(`common:role.${u.role}`, { defaultValue: u.role }),
      sortable: true,
    },
    blocked(t),
    {
      key: 'lastSignInAt',
      title: t('users.lastSignIn'),
      render: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : '—'),
      csv: (u) => (u.lastSignInAt ? formatDateTime(u.lastSignInAt) : ''),
      sortable: true,
    },
  ],
  csv: 'users',
  rowProps: (u) => ({ 'data-pinfl': u.pinfl }),
});

export function UsersPage() {
  return <Register of={USERS} />;
}

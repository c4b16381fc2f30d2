/**
 * /lawyer-profile/control-panel/roles (ADMIN): the role -> permission table as the portal applies it,
 * one role at a time (readable on a phone). Ticking a permission grants it to the role, unticking revokes
 * it, from the next call of every user of that role. ADMIN's permissions and the administration
 * permissions are fixed. A permission that differs from the shipped default is marked; "restore
 * defaults" resets the chosen role. Each permission is named by its description in the interface
 * language (the admin namespace holds one for every permission of packages/domain).
 */
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Select, Table, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useRolePermissionChange } from '../api/administration';
import { QueryState } from '../kit/list';
import { ScrollTable } from '../kit/ui';
import { ToneBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { ActionButton } from '../kit/action-button';

/** A permission's description in the interface language: `admin:permissions.<key, dots as _>`. */
const permissionKey = (permission: string) => permission.replaceAll('.', '_');

export function RolesPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const table = api.admin.rolePermissions.useQuery();
  const change = useRolePermissionChange();
  const [role, setRole] = useState<string>('USER');
  const data = table.data;
  const grants = data?.grants.filter((g) => g.role === role) ?? [];
  const changed = grants.filter((g) => g.granted !== g.byDefault).length;

  return (
    <>
      <PageHeader title={t('roles.title')} lead={t('roles.lead')} />
      <QueryState query={table}>
        {data && (
          <>
            <Group mb="md" align="flex-end">
              <Select
                label={t('roles.role')}
                data={data.roles.map((r) => ({ value: r, label: tc(`role.${r}`) }))}
                value={role}
                onChange={(v) => v && setRole(v)}
                allowDeselect={false}
                data-testid="roles-role"
              />
              <ActionButton
                variant="outline"
                icon={IconRestore}
                disabled={role === 'ADMIN' || changed === 0}
                loading={change.isPending}
                onClick={() =>
                  change.mutate(
                    { role, reset: true },
                    { onSuccess: () => toast.success(te('success.saved')) },
                  )
                }
                testId="roles-reset"
              >
                {t('roles.reset')}
              </ActionButton>
            </Group>
            <Text size="sm" mb="sm" data-testid="roles-summary">
              {role === 'ADMIN'
                ? t('roles.adminFixed')
                : t('roles.summary', { granted: grants.filter((g) => g.granted).length, changed })}
            </Text>
            <ScrollTable minWidth={560} label={t('roles.caption')}>
              <Table striped data-testid="roles-table">
                <Table.Caption>{t('roles.captionFor', { role: tc(`role.${role}`) })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('roles.permission')}</Table.Th>
                    <Table.Th scope="col">{t('roles.granted')}</Table.Th>
                    <Table.Th scope="col">{t('roles.byDefault')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.permissions.map((p) => {
                    const g = grants.find((x) => x.permission === p.key)!;
                    const label = t(`permissions.${permissionKey(p.key)}`);
                    return (
                      <Table.Tr key={p.key}>
                        <Table.Th scope="row" fw={400}>
                          <Text size="sm" fw={600}>
                            {label}
                          </Text>
                          {p.adminOnly && (
                            <Text size="xs" c="dimmed">
                              {t('roles.adminOnly')}
                            </Text>
                          )}
                        </Table.Th>
                        <Table.Td>
                          <Checkbox
                            checked={g.granted}
                            disabled={!g.editable || change.isPending}
                            onChange={(e) =>
                              change.mutate({ role, permission: p.key, granted: e.currentTarget.checked })
                            }
                            aria-label={t('roles.cellLabel', { role: tc(`role.${role}`), permission: label })}
                            data-testid={`grant-${role}-${p.key}`}
                            data-changed={g.granted !== g.byDefault || undefined}
                          />
                        </Table.Td>
                        <Table.Td>
                          {g.granted !== g.byDefault ? (
                            <ToneBadge tone="bad">{t('roles.changed')}</ToneBadge>
                          ) : (
                            <Text size="sm" c="dimmed">
                              {g.byDefault ? tc('actions.yes') : tc('actions.no')}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </>
        )}
      </QueryState>
    </>
  );
}

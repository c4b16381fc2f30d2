/**
 * /lawyer-profile/control-panel/roles (ADMIN): the role -> permission table as the portal applies it.
 * Each cell is a checkbox: ticking grants the permission to the role, unticking revokes it, at the next
 * call of every user of that role. ADMIN's column and the administration permissions are fixed. A cell
 * that differs from the shipped default is marked; "restore defaults" resets one role.
 */
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRolePermissionChange, useRolePermissions } from '../../api/administration';
import { QueryState } from '../../cabinet/query-state';
import { ScrollTable } from '../../cabinet/ui';
import { PageHeader } from '../../shell/page-header';
import { toast } from '../../shell/toast';

export function Component() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const table = useRolePermissions();
  const change = useRolePermissionChange();
  const [resetRole, setResetRole] = useState<string | null>(null);
  const data = table.data;
  const cell = (role: string, permission: string) =>
    data?.grants.find((g) => g.role === role && g.permission === permission);

  return (
    <>
      <PageHeader title={t('roles.title')} lead={t('roles.lead')} />
      <QueryState query={table}>
        {data && (
          <>
            <Group mb="md" align="flex-end">
              <Select
                label={t('roles.resetLabel')}
                data={data.roles
                  .filter((r) => r !== 'ADMIN')
                  .map((r) => ({ value: r, label: tc(`role.${r}`) }))}
                value={resetRole}
                onChange={setResetRole}
                data-testid="roles-reset-role"
              />
              <Button
                variant="outline"
                leftSection={<IconRestore size={18} aria-hidden="true" />}
                disabled={!resetRole}
                loading={change.isPending && !!resetRole}
                onClick={() =>
                  resetRole &&
                  change.mutate(
                    { role: resetRole, reset: true },
                    { onSuccess: () => toast.success(te('success.saved')) },
                  )
                }
                data-testid="roles-reset"
              >
                {t('roles.reset')}
              </Button>
            </Group>
            <ScrollTable minWidth={1100} label={t('roles.caption')}>
              <Table stickyHeader withColumnBorders striped data-testid="roles-table">
                <Table.Caption>{t('roles.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('roles.permission')}</Table.Th>
                    {data.roles.map((r) => (
                      <Table.Th key={r} scope="col" style={{ fontSize: 12 }}>
                        {tc(`role.${r}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.permissions.map((p) => (
                    <Table.Tr key={p.key}>
                      <Table.Th scope="row" style={{ fontWeight: 400, minWidth: 260 }}>
                        <Text size="sm" fw={600}>
                          {t(`permissions.${p.key.replace('.', '_')}`, { defaultValue: p.description })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          <code>{p.key}</code>
                          {p.adminOnly && ` · ${t('roles.adminOnly')}`}
                        </Text>
                      </Table.Th>
                      {data.roles.map((r) => {
                        const g = cell(r, p.key)!;
                        const label = t('roles.cellLabel', { role: tc(`role.${r}`), permission: p.key });
                        const box = (
                          <Checkbox
                            checked={g.granted}
                            disabled={!g.editable || change.isPending}
                            onChange={(e) =>
                              change.mutate({ role: r, permission: p.key, granted: e.currentTarget.checked })
                            }
                            aria-label={label}
                            color={g.granted === g.byDefault ? undefined : 'orange'}
                            data-testid={`grant-${r}-${p.key}`}
                            data-changed={g.granted !== g.byDefault || undefined}
                          />
                        );
                        return (
                          <Table.Td key={r} ta="center">
                            {g.granted !== g.byDefault ? (
                              <Tooltip label={t('roles.changed')}>
                                <span style={{ display: 'inline-block' }}>{box}</span>
                              </Tooltip>
                            ) : (
                              box
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </>
        )}
      </QueryState>
    </>
  );
}

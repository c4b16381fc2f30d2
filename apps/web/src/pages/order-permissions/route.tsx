/**
 * /lawyer-profile/control-panel/order-permissions: the per-user permission to create orders. A director
 * sees the lawyers of the structure they direct, ADMIN every lawyer; "allow" and "cancel" follow `can`.
 */
import { Group } from '@mantine/core';
import type { OrderAccessItem } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOrderAccessChange, useOrderAccessList } from '../../api/administration';
import { useDangerColor } from '../../cabinet/ui';
import {
  DataList,
  FilterSelect,
  FilterText,
  ListFilters,
  type ListColumn,
  RowAction,
  useListUrl,
} from '../../kit/list';
import { ToneBadge } from '../../kit/status-badge';
import { PageHeader } from '../../shell/page-header';
import { toast } from '../../shell/toast';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const { t: te } = useTranslation('errors');
  const danger = useDangerColor();
  const list = useListUrl({ limit: LIMIT });
  const { get } = list.url;
  const access = useOrderAccessList({ search: get('search'), allowed: get('allowed'), ...list.query });
  const change = useOrderAccessChange();
  const set = (l: OrderAccessItem, allowed: boolean) =>
    change.mutate(
      { personId: l.personId, allowed },
      { onSuccess: () => toast.success(te(allowed ? 'success.saved' : 'success.cancelled')) },
    );
  const state = (l: OrderAccessItem) =>
    l.orderPermission ? t('orderPermissions.allowed') : t('orderPermissions.notAllowed');
  const columns: ListColumn<OrderAccessItem>[] = [
    { key: 'name', title: t('users.name'), value: (l) => displayName(l.fullName), sortable: true },
    { key: 'certificateNumber', title: t('orderPermissions.certificate'), sortable: true },
    {
      key: 'structure',
      title: t('orderPermissions.structure'),
      value: (l) => displayName(l.contragent?.name) ?? '—',
      sortable: true,
    },
    {
      key: 'state',
      title: t('orderPermissions.state'),
      value: state,
      sortable: true,
      render: (l) => (
        <ToneBadge tone={l.orderPermission ? 'good' : 'neutral'} testId="order-permission-state">
          {state(l)}
        </ToneBadge>
      ),
    },
    {
      key: 'action',
      title: t('orderPermissions.action'),
      csv: false,
      render: (l) => (
        <Group gap="xs">
          {l.can.allow && (
            <RowAction
              label={t('orderPermissions.allow')}
              row={displayName(l.fullName)}
              icon={IconCheck}
              variant="filled"
              loading={change.isPending && change.variables?.personId === l.personId}
              onClick={() => set(l, true)}
              testId="order-permission-allow"
            />
          )}
          {l.can.cancel && (
            <RowAction
              label={t('orderPermissions.cancel')}
              row={displayName(l.fullName)}
              icon={IconX}
              color={danger}
              loading={change.isPending && change.variables?.personId === l.personId}
              onClick={() => set(l, false)}
              testId="order-permission-cancel"
            />
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('orderPermissions.title')} lead={t('orderPermissions.lead')} />
      <ListFilters
        label={t('users.filters')}
        names={['search', 'allowed']}
        testId="order-permissions"
        cols={{ base: 1, sm: 2 }}
      >
        <FilterText
          name="search"
          label={t('users.search')}
          description={t('users.searchHint')}
          testId="order-permissions-search"
        />
        <FilterSelect
          name="allowed"
          label={t('orderPermissions.state')}
          data={[
            { value: 'true', label: t('orderPermissions.allowed') },
            { value: 'false', label: t('orderPermissions.notAllowed') },
          ]}
        />
      </ListFilters>
      <DataList
        query={access}
        list={list}
        columns={columns}
        rowKey="personId"
        label={t('orderPermissions.title')}
        testId="order-permissions-table"
        csv="order-permissions"
        rowProps={(l) => ({
          'data-testid': 'order-permissions-row',
          'data-certificate': l.certificateNumber,
        })}
      />
    </>
  );
}

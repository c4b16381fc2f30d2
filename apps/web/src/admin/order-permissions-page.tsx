/**
 * /lawyer-profile/control-panel/order-permissions: the per-user permission to create orders. A director
 * sees the lawyers of the structure they direct, ADMIN every lawyer; "allow" and "cancel" follow `can`.
 */
import type { OrderAccessItem } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { column, defineRegister, Filter, Register } from '../kit/list';
import { toast } from '../shell/toast';
import { useDisplayName } from '../i18n/display-name';

const allowed = (t: TFunction) =>
  column.flag<OrderAccessItem>({
    key: 'allowed',
    t,
    on: (l) => l.orderPermission,
    tones: ['good', 'neutral'],
    testId: 'order-permission-state',
  });

export const ORDER_PERMISSIONS = defineRegister({
  name: 'order-permissions',
  texts: 'admin:orderPermissions',
  call: api.orderPermissions.orderAccess,
  filters: ['search', 'allowed'],
  cols: { base: 1, sm: 2 },
  fields: ({ t }) => (
    <>
      <Filter.Search label={t('users.search')} hint={t('users.searchHint')} />
      <Filter.YesNo flag={allowed(t)} />
    </>
  ),
  columns: ({ t, displayName }) => [
    { key: 'name', title: t('users.name'), value: (l) => displayName(l.fullName), sortable: true },
    { key: 'certificateNumber', title: t('orderPermissions.certificate'), sortable: true },
    {
      key: 'structure',
      title: t('orderPermissions.structure'),
      value: (l) => displayName(l.contragent?.name) ?? '—',
      sortable: true,
    },
    allowed(t),
  ],
  rowKey: 'personId',
  csv: 'order-permissions',
  rowProps: (l) => ({ 'data-certificate': l.certificateNumber }),
});

export function OrderPermissionsPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const change = api.orderPermissions.orderAccessChange.useMutation();
  const set = (l: OrderAccessItem, allowed: boolean) =>
    change.mutate(
      { personId: l.personId, allowed },
      { onSuccess: () => toast.done(allowed ? 'saved' : 'cancelled') },
    );
  const busy = (l: OrderAccessItem) => change.isPending && change.variables?.personId === l.personId;
  return (
    <Register
      of={ORDER_PERMISSIONS}
      rowActions={{
        title: t('orderPermissions.action'),
        name: (l) => displayName(l.fullName),
        actions: (l) => [
          {
            when: l.can.allow,
            label: t('orderPermissions.allow'),
            icon: IconCheck,
            variant: 'filled',
            loading: busy(l),
            onClick: () => set(l, true),
            testId: 'order-permission-allow',
          },
          {
            when: l.can.cancel,
            label: t('orderPermissions.cancel'),
            icon: IconX,
            danger: true,
            loading: busy(l),
            onClick: () => set(l, false),
            testId: 'order-permission-cancel',
          },
        ],
      }}
    />
  );
}

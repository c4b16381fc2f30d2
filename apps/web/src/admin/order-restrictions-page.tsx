/**
 * /lawyer-profile/order-restrictions (REPUBLIC_CHAMBER, ADMIN): the structure-level restriction on
 * creating orders. Restricting asks for a reason, which the list shows; lifting needs none.
 */
import { Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { type OrderRestrictionItem, orderRestrictionReasonText } from '@portal/contracts';
import { column, defineRegister, Filter, Register } from '../kit/list';
import { ReasonDialog } from '../kit/reason-dialog';
import { toast } from '../shell/toast';
import { useDisplayName } from '../i18n/display-name';

const restricted = (t: TFunction) =>
  column.flag<OrderRestrictionItem>({
    key: 'restricted',
    t,
    on: (c) => c.orderRestricted,
    tones: ['bad', 'good'],
    note: (c) => c.restrictedReason,
    testId: 'order-restriction-state',
  });

export const ORDER_RESTRICTIONS = defineRegister({
  name: 'order-restrictions',
  texts: 'admin:orderRestrictions',
  call: api.orderPermissions.orderRestrictionList,
  filters: ['search', 'regionId', 'restricted'],
  cols: { base: 1, sm: 3 },
  fields: ({ t }) => (
    <>
      <Filter.Search label={t('orderRestrictions.search')} />
      <Filter.Region name="regionId" label={t('orderRestrictions.region')} searchable />
      <Filter.YesNo flag={restricted(t)} />
    </>
  ),
  columns: ({ t, displayName }) => [
    {
      key: 'name',
      title: t('orderRestrictions.structure'),
      value: (c) => displayName(c.name),
      sortable: true,
    },
    { key: 'stir', title: t('orderRestrictions.stir'), sortable: true },
    { key: 'regionName', title: t('orderRestrictions.region'), sortable: true },
    restricted(t),
  ],
  csv: 'order-restrictions',
  rowProps: (c) => ({ 'data-stir': c.stir ?? '' }),
});

export function OrderRestrictionsPage() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState<OrderRestrictionItem | null>(null);
  const change = api.orderPermissions.orderRestriction.useMutation();

  const restrict = (reason: string) => {
    if (!target) return;
    change.mutate(
      { contragentId: target.id, restricted: true, reason },
      {
        onSuccess: () => {
          setTarget(null);
          toast.done();
        },
      },
    );
  };

  return (
    <Register
      of={ORDER_RESTRICTIONS}
      rowActions={{
        title: t('orderRestrictions.action'),
        name: (c) => displayName(c.name),
        actions: (c) => [
          {
            when: c.can.restrict,
            label: t('orderRestrictions.restrict'),
            icon: IconLock,
            danger: true,
            onClick: () => setTarget(c),
            testId: 'order-restriction-restrict',
          },
          {
            when: c.can.unrestrict,
            label: t('orderRestrictions.lift'),
            icon: IconLockOpen,
            loading: change.isPending && change.variables?.contragentId === c.id,
            onClick: () =>
              change.mutate({ contragentId: c.id, restricted: false }, { onSuccess: () => toast.done() }),
            testId: 'order-restriction-lift',
          },
        ],
      }}
    >
      <ReasonDialog
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('orderRestrictions.restrict')}
        text={<Text fw={600}>{displayName(target?.name)}</Text>}
        label={t('orderRestrictions.reason')}
        submitLabel={t('orderRestrictions.restrict')}
        schema={orderRestrictionReasonText}
        busy={change.isPending}
        onSubmit={restrict}
        testId="order-restriction-restrict-dialog"
      />
    </Register>
  );
}

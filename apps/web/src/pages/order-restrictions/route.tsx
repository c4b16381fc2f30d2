/**
 * /lawyer-profile/order-restrictions (REPUBLIC_CHAMBER, ADMIN): the structure-level restriction on
 * creating orders. Restricting asks for a reason, which the list shows; lifting needs none.
 */
import { Text } from '@mantine/core';
import { REGIONS } from '@portal/domain';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderRestrictionChange, useOrderRestrictionList } from '../../api/administration';
import { type OrderRestrictionItem, orderRestrictionReasonText } from '@portal/contracts';
import {
  DataList,
  FilterSelect,
  FilterText,
  ListFilters,
  type ListColumn,
  RowAction,
  useListUrl,
} from '../../kit/list';
import { useLanguage } from '../../i18n/use-language';
import { useDangerColor } from '../../cabinet/ui';
import { ReasonDialog } from '../../kit/reason-dialog';
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
  const language = useLanguage();
  const list = useListUrl({ limit: LIMIT });
  const { get } = list.url;
  const [target, setTarget] = useState<OrderRestrictionItem | null>(null);
  const structures = useOrderRestrictionList({
    search: get('search'),
    regionId: get('regionId'),
    restricted: get('restricted'),
    ...list.query,
  });
  const change = useOrderRestrictionChange();

  const restrict = (reason: string) => {
    if (!target) return;
    change.mutate(
      { contragentId: target.id, restricted: true, reason },
      {
        onSuccess: () => {
          setTarget(null);
          toast.success(te('success.saved'));
        },
      },
    );
  };

  const state = (c: OrderRestrictionItem) =>
    c.orderRestricted ? t('orderRestrictions.restricted') : t('orderRestrictions.free');
  const columns: ListColumn<OrderRestrictionItem>[] = [
    {
      key: 'name',
      title: t('orderRestrictions.structure'),
      value: (c) => displayName(c.name),
      sortable: true,
    },
    { key: 'stir', title: t('orderRestrictions.stir'), sortable: true },
    { key: 'regionName', title: t('orderRestrictions.region'), sortable: true },
    {
      key: 'state',
      title: t('orderRestrictions.state'),
      value: state,
      csv: (c) => [state(c), c.restrictedReason].filter(Boolean).join(': '),
      sortable: true,
      render: (c) => (
        <>
          <ToneBadge tone={c.orderRestricted ? 'bad' : 'good'} testId="order-restriction-state">
            {state(c)}
          </ToneBadge>
          {c.restrictedReason && (
            <Text size="xs" c="dimmed" mt={4}>
              {c.restrictedReason}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'action',
      title: t('orderRestrictions.action'),
      csv: false,
      render: (c) => (
        <>
          {c.can.restrict && (
            <RowAction
              label={t('orderRestrictions.restrict')}
              row={displayName(c.name)}
              icon={IconLock}
              color={danger}
              onClick={() => setTarget(c)}
              testId="order-restriction-restrict"
            />
          )}
          {c.can.unrestrict && (
            <RowAction
              label={t('orderRestrictions.lift')}
              row={displayName(c.name)}
              icon={IconLockOpen}
              loading={change.isPending && change.variables?.contragentId === c.id}
              onClick={() =>
                change.mutate(
                  { contragentId: c.id, restricted: false },
                  { onSuccess: () => toast.success(te('success.saved')) },
                )
              }
              testId="order-restriction-lift"
            />
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('orderRestrictions.title')} lead={t('orderRestrictions.lead')} />
      <ListFilters
        label={t('users.filters')}
        names={['search', 'regionId', 'restricted']}
        testId="order-restrictions"
        cols={{ base: 1, sm: 3 }}
      >
        <FilterText name="search" label={t('orderRestrictions.search')} testId="order-restrictions-search" />
        <FilterSelect
          name="regionId"
          label={t('orderRestrictions.region')}
          data={REGIONS.map((r) => ({ value: String(r.id), label: r.names[language] }))}
          searchable
        />
        <FilterSelect
          name="restricted"
          label={t('orderRestrictions.state')}
          data={[
            { value: 'true', label: t('orderRestrictions.restricted') },
            { value: 'false', label: t('orderRestrictions.free') },
          ]}
        />
      </ListFilters>
      <DataList
        query={structures}
        list={list}
        columns={columns}
        label={t('orderRestrictions.title')}
        testId="order-restrictions-table"
        csv="order-restrictions"
        rowProps={(c) => ({ 'data-testid': 'order-restrictions-row', 'data-stir': c.stir ?? '' })}
      />
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
    </>
  );
}

/**
 * /lawyer-profile/reference-data/:list (MINISTRY, ADMIN): one reference list's register, the same screen
 * for every declared list (packages/contracts `REFERENCE_LISTS`): search by code or name, values in use
 * or deactivated, the four names (a generated uz name says so), the list's own fields, who changed each
 * value last; add, edit, deactivate, activate and each value's history.
 */
import { Badge, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconEdit,
  IconHistory,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
} from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import {
  REFERENCE_LIST_IDS,
  referenceList,
  type ReferenceListId,
  type ReferenceValue,
} from '@portal/contracts';
import { formatDateTime, formatTiyin } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../api/api';
import { useRegions } from '../api/reference';
import { useDisplayName } from '../i18n/display-name';
import { LinkButton } from '../kit/link-button';
import { column, Filter, type ListColumn, RegisterPage, useRegister } from '../kit/list';
import { NotFoundItem } from '../kit/not-found-item';
import { toast } from '../shell/toast';
import { ValueHistoryDialog } from './history-dialog';
import { REGISTERS_PATH } from './registers-page';
import { ValueDialog } from './value-dialog';

const FILTERS = ['search', 'active'] as const;

type Dialog = { kind: 'edit'; value: ReferenceValue | null } | { kind: 'history'; value: ReferenceValue };

export function ReferenceRegisterPage() {
  const wanted = useParams().list;
  const list = REFERENCE_LIST_IDS.find((id) => id === wanted);
  return list ? <Register list={list} key={list} /> : <NotFoundItem />;
}

function Register({ list }: { list: ReferenceListId }) {
  const { t } = useTranslation('reference-data');
  const displayName = useDisplayName();
  const declared = referenceList(list);
  const kinds = new Set(declared.fields.map((f) => f.kind));
  const values = useRegister(
    (query: Record<(typeof FILTERS)[number], string | undefined> & { page: number; limit: number }) =>
      api.referenceData.referenceValueList.useQuery({ params: { list }, query: query as never }),
    FILTERS,
  );
  const parents = api.referenceData.referenceValueList.useQuery(
    { params: { list }, query: { limit: 100 } },
    { enabled: kinds.has('parent') },
  );
  const regions = useRegions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const activate = api.referenceData.referenceValueActivate.useMutation();
  const deactivate = api.referenceData.referenceValueDeactivate.useMutation();

  const state = column.flag<ReferenceValue>({
    key: 'active',
    t,
    on: (v) => v.active,
    tones: ['good', 'neutral'],
  });
  const name = (v: ReferenceValue) => v.nameLt;
  const columns: ListColumn<ReferenceValue>[] = [
    { key: 'code', title: t('field.code'), value: (v) => v.code ?? '' },
    { key: 'nameLt', title: t('field.nameLt') },
    {
      key: 'nameUz',
      title: t('field.nameUz'),
      value: (v) => v.nameUzShown,
      render: (v) => (
        <Stack gap={2}>
          <Text size="sm">{v.nameUzShown}</Text>
          {v.nameUz === null && (
            <Badge variant="light" color="gray" size="xs" data-testid="reference-uz-generated">
              {t('uzGenerated')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'nameRu', title: t('field.nameRu') },
    { key: 'nameEng', title: t('field.nameEng') },
    ...(kinds.has('region')
      ? [
          {
            key: 'regionId',
            title: t('field.regionId'),
            value: (v: ReferenceValue) => regions.data?.list.find((r) => r.id === v.regionId)?.name ?? '',
          },
        ]
      : []),
    ...(kinds.has('parent')
      ? [
          {
            key: 'parentId',
            title: t('field.parentId'),
            value: (v: ReferenceValue) => parents.data?.list.find((p) => p.id === v.parentId)?.nameLt ?? '',
          },
        ]
      : []),
    ...(kinds.has('amount')
      ? [
          {
            key: 'amountTiyin',
            title: t('field.amountTiyin'),
            value: (v: ReferenceValue) => (v.amountTiyin === null ? '' : formatTiyin(v.amountTiyin)),
          },
        ]
      : []),
    ...(kinds.has('whole') ? [{ key: 'number', title: t('field.number') }] : []),
    state,
    {
      key: 'changed',
      title: t('changed'),
      value: (v) => (v.changedAt ? `${formatDateTime(v.changedAt)} · ${displayName(v.changedBy)}` : ''),
    },
    column.actions<ReferenceValue>({
      title: t('actions'),
      name,
      actions: (v) => [
        {
          when: v.can.update,
          label: t('edit'),
          icon: IconEdit,
          onClick: () => setDialog({ kind: 'edit', value: v }),
          testId: 'reference-edit',
        },
        {
          when: v.can.deactivate,
          label: t('deactivate'),
          icon: IconPlayerStop,
          danger: true,
          confirm: {
            title: t('deactivateTitle', { name: name(v) }),
            text: t('deactivateText'),
            busy: deactivate.isPending,
            run: () => deactivate.mutateAsync({ params: { list, id: v.id } }),
            done: t('deactivated'),
            testId: 'reference-deactivate-dialog',
          },
          testId: 'reference-deactivate',
        },
        {
          when: v.can.activate,
          label: t('activate'),
          icon: IconPlayerPlay,
          loading: activate.isPending,
          onClick: () =>
            activate.mutate(
              { params: { list, id: v.id } },
              { onSuccess: () => toast.success(t('activated')) },
            ),
          testId: 'reference-activate',
        },
        {
          when: true,
          label: t('history'),
          icon: IconHistory,
          onClick: () => setDialog({ kind: 'history', value: v }),
          testId: 'reference-history',
        },
      ],
    }),
  ];

  return (
    <RegisterPage
      empty={{ text: t('emptyList.values') }}
      title={t(`lists.${list}`)}
      lead={declared.fixed ? t('fixed') : undefined}
      register="reference-values"
      actions={
        <>
          <LinkButton to={REGISTERS_PATH} icon={IconArrowLeft} variant="subtle" testId="reference-back">
            {t('back')}
          </LinkButton>
          {!declared.fixed && (
            <ActionButton
              icon={IconPlus}
              onClick={() => setDialog({ kind: 'edit', value: null })}
              testId="reference-add"
            >
              {t('add')}
            </ActionButton>
          )}
        </>
      }
      filters={{
        label: t('filters'),
        cols: { base: 1, sm: 2 },
        fields: (
          <>
            <Filter.Search label={t('search')} />
            <Filter.YesNo flag={state} />
          </>
        ),
      }}
      {...values}
      columns={columns}
      csv={`reference-${list}`}
      rowProps={(v) => ({ 'data-code': v.code, 'data-active': v.active })}
    >
      {dialog?.kind === 'edit' && (
        <ValueDialog list={list} value={dialog.value} parents={parents.data?.list ?? []} onClose={close} />
      )}
      {dialog?.kind === 'history' && <ValueHistoryDialog list={list} value={dialog.value} onClose={close} />}
    </RegisterPage>
  );
}

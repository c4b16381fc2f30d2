/**
 * /lawyer-profile/site-content/legislation (MINISTRY, ADMIN): the legislation register. Every entry,
 * shown on the public page or taken off it, searched by number and title and filtered by kind; add,
 * correct, take off the public page and show again (an entry is never deleted).
 */
import { Anchor } from '@mantine/core';
import { LEGISLATION_KINDS, type LegislationManageItem } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { callOnRecord } from '../kit/call-on-record';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { column, defineRegister, Filter } from '../kit/list';
import { ContentDesk } from './content-desk';
import { LegislationDialog } from './legislation-dialog';

const shown = (t: TFunction) =>
  column.flag<LegislationManageItem>({ key: 'active', t, on: (e) => e.active, testId: 'legislation-active' });

export const LEGISLATION_REGISTER = defineRegister({
  name: 'legislation-register',
  texts: 'site-content:legislation',
  namespaces: ['public'],
  call: api.legislationAdmin.legislationManageList,
  filters: ['search', 'kind', 'active'],
  cols: { base: 1, sm: 3 },
  fields: ({ t }) => (
    <>
      <Filter.Search label={t('legislation.search')} />
      <Filter.Choice
        name="kind"
        label={t('legislation.field.kind')}
        values={LEGISLATION_KINDS}
        optionLabel={(k) => t(`public:legislationKind.${k}`)}
        testId="legislation-filter-kind"
      />
      <Filter.YesNo flag={shown(t)} testId="legislation-filter-active" />
    </>
  ),
  columns: ({ t }) => [
    {
      key: 'title',
      title: t('legislation.column.title'),
      render: (e) =>
        e.url ? (
          <Anchor underline="always" href={e.url} target="_blank" rel="noopener noreferrer">
            {e.title}
          </Anchor>
        ) : (
          e.title
        ),
    },
    {
      key: 'kind',
      title: t('legislation.field.kind'),
      value: (e) => t(`public:legislationKind.${e.kind}`),
    },
    { key: 'number', title: t('legislation.field.number') },
    { key: 'adoptedOn', title: t('legislation.field.adoptedOn'), value: (e) => formatDate(e.adoptedOn) },
    shown(t),
  ],
  csv: 'legislation',
  rowProps: (e) => ({ 'data-id': e.id, 'data-active': e.active }),
});

export function LegislationRegisterPage() {
  const { t } = useTranslation('site-content');
  const deactivate = api.legislationAdmin.legislationDeactivate.useMutation();
  const activate = api.legislationAdmin.legislationActivate.useMutation();
  return (
    <ContentDesk
      of={LEGISLATION_REGISTER}
      add={{ label: t('legislation.add'), testId: 'legislation-add' }}
      editTestId="legislation-edit"
      dialog={(editing, close) => <LegislationDialog editing={editing} onClose={close} />}
      actions={(e) => [
        {
          when: e.can.deactivate,
          label: t('legislation.deactivate'),
          icon: IconEyeOff,
          danger: true,
          ...callOnRecord(deactivate, e.id, t('legislation.deactivated')),
          testId: 'legislation-deactivate',
        },
        {
          when: e.can.activate,
          label: t('legislation.activate'),
          icon: IconEye,
          ...callOnRecord(activate, e.id, t('legislation.activated')),
          testId: 'legislation-activate',
        },
      ]}
    />
  );
}

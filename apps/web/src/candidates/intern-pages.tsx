/**
 * The interns' screens: the registry (/lawyer-profile/application/intern: the director's structure, the
 * chamber's region), one internship (intern/{id}, and the intern's own my-intern/{id}) with the director's
 * complete and end-early actions, and the intern's own list (application/my-intern).
 */
import { Stack } from '@mantine/core';
import { INTERNSHIP_STATUSES, formatDate } from '@portal/domain';
import type { InternshipDto, InternshipItem } from '@portal/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { DetailLayout, FieldSection, ItemActions } from '../kit/detail-layout';
import {
  column,
  Filter,
  type ListColumn,
  type ListPage,
  type ListQueryResult,
  QueryState,
  RegisterPage,
  linkColumn,
  defineRegister,
  Register,
  type RegisterTools,
} from '../kit/list';
import { useRecordSteps } from '../kit/record-steps';
import { ReasonAction } from '../kit/reason-dialog';
import { StatusBadge, useStatusLabel } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';

const BASE = '/lawyer-profile/application';

/** An internship's steps: `candidates:screen.<step>`, test ids `internship-<step>`. */
const STEP_KEYS = { ns: 'candidates', keys: 'screen', testId: 'internship', reason: 'screen.reason' };

function internColumns(
  { t, statusLabel }: Pick<RegisterTools, 't' | 'statusLabel'>,
  path: string,
): ListColumn<InternshipItem>[] {
  return [
    linkColumn({
      key: 'name',
      title: t('screen.fullName'),
      value: (i) => i.person.fullName,
      to: (i) => `${path}/${i.id}`,
    }),
    { key: 'structure', title: t('screen.structure'), value: (i) => i.contragent.name },
    { key: 'region', title: t('screen.region'), value: (i) => i.region.name },
    {
      key: 'period',
      title: t('screen.period'),
      value: (i) => `${formatDate(i.startDate)} – ${formatDate(i.endDate)}`,
    },
    column.status({
      title: t('screen.status'),

      label: statusLabel,
      kind: 'internship',
    }),
  ];
}

export const INTERNS = defineRegister({
  name: 'interns',
  texts: 'candidates:interns',
  keys: { title: 'screen.internsTitle', lead: 'screen.internsLead', filters: 'screen.filters' },
  call: api.interns.internList,
  filters: ['search', 'status'],
  limit: 20,
  fields: ({ t }) => (
    <>
      <Filter.Search label={t('screen.search')} />
      <Filter.Status statuses={INTERNSHIP_STATUSES} label={t('screen.status')} kind="internship" />
    </>
  ),
  columns: (tools) => internColumns(tools, `${BASE}/intern`),
  csv: 'interns',
  opens: (i) => `${BASE}/intern/${i.id}`,
  rowProps: (i) => ({ 'data-status': i.status }),
});

export function InternList() {
  return <Register of={INTERNS} />;
}

export function OwnInternships() {
  const { t } = useTranslation('candidates');
  const statusLabel = useStatusLabel();
  const own = api.interns.ownInternships.useQuery();
  const answer = {
    ...own,
    data: own.data ? { list: own.data, total: own.data.length } : undefined,
  } as ListQueryResult<ListPage<InternshipItem>>;
  return (
    <RegisterPage
      empty={{ text: t('emptyList.myInternships') }}
      title={t('screen.myInternshipsTitle')}
      register="my-internships"
      query={answer}
      columns={internColumns({ t, statusLabel }, `${BASE}/my-intern`)}
      rowProps={(i: InternshipItem) => ({ 'data-status': i.status })}
    />
  );
}

function Internship({ i }: { i: InternshipDto }) {
  const { t } = useTranslation('candidates');
  const complete = api.interns.completeInternship.useMutation();
  const terminate = api.interns.terminateInternship.useMutation();
  const steps = useRecordSteps(i, STEP_KEYS);
  return (
    <DetailLayout
      testId="internship-record"
      attributes={{ 'data-status': i.status, 'data-internship-id': i.id }}
      status={<StatusBadge status={i.status} kind="internship" />}
      actions={
        <ItemActions
          testId="internship-actions"
          actions={[steps.call('complete', IconCheck, complete, t('errors:success.saved'))]}
        >
          <ReasonAction {...steps.reason('terminate', IconX, terminate, t('screen.saved'))} />
        </ItemActions>
      }
      history={i.history}
    >
      <FieldSection
        title={t('screen.internship')}
        fields={[
          { label: t('screen.fullName'), value: i.person.fullName, testId: 'internship-person' },
          { label: t('screen.structure'), value: i.contragent.name, testId: 'internship-structure' },
          { label: t('screen.region'), value: i.region.name },
          { label: t('screen.period'), value: `${formatDate(i.startDate)} – ${formatDate(i.endDate)}` },
        ]}
      />
    </DetailLayout>
  );
}

export function InternshipPage({ id }: { id: number }) {
  const { t } = useTranslation('candidates');
  const internship = api.interns.internship.useQuery({ params: { id: id } });
  return (
    <Stack>
      <PageHeader title={t('screen.internship')} />
      <QueryState query={internship}>{internship.data && <Internship i={internship.data} />}</QueryState>
    </Stack>
  );
}

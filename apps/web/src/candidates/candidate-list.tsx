/**
 * /lawyer-profile/candidates (REGION_CHAMBER its region; REPUBLIC_CHAMBER and ADMIN every region): the bar
 * candidates' filings, newest first, by status and name; a row opens the filing (candidates/{id}).
 */
import { CANDIDATE_STATUSES, formatDateTime } from '@portal/domain';
import { api } from '../api/api';
import { column, defineRegister, Filter, linkColumn, Register } from '../kit/list';

export const CANDIDATES_PATH = '/lawyer-profile/candidates';

export const CANDIDATES = defineRegister({
  name: 'candidates',
  texts: 'candidates:candidates',
  keys: { title: 'screen.candidatesTitle', filters: 'screen.filters' },
  call: api.candidates.candidateDocList,
  filters: ['search', 'status'],
  limit: 20,
  fields: ({ t }) => (
    <>
      <Filter.Search label={t('screen.search')} />
      <Filter.Status statuses={CANDIDATE_STATUSES} label={t('screen.status')} />
    </>
  ),
  columns: ({ t, statusLabel }) => [
    linkColumn({
      key: 'name',
      title: t('screen.fullName'),
      value: (c) => c.person.fullName,
      to: (c) => `${CANDIDATES_PATH}/${c.id}`,
    }),
    { key: 'pinfl', title: t('screen.pinfl'), value: (c) => c.person.pinfl },
    { key: 'region', title: t('screen.region'), value: (c) => c.region.name },
    column.status({ title: t('screen.status'), label: statusLabel }),
    {
      key: 'interviewAt',
      title: t('screen.interviewAt'),
      value: (c) => (c.interviewAt ? formatDateTime(new Date(c.interviewAt)) : ''),
    },
  ],
  csv: 'candidates',
  opens: (c) => `${CANDIDATES_PATH}/${c.id}`,
  rowProps: (c) => ({ 'data-status': c.status }),
});

export function CandidateList() {
  return <Register of={CANDIDATES} />;
}

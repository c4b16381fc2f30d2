/**
 * /lawyer-profile/candidates (REGION_CHAMBER its region; REPUBLIC_CHAMBER and ADMIN every region): the bar
 * candidates' filings, newest first, by status and name; a row opens the filing (candidates/{id}).
 */
import { CANDIDATE_STATUSES, formatDateTime } from '@portal/domain';
import type { CandidateDocItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { column, Filter, type ListColumn, RegisterPage, useRegister, linkColumn } from '../kit/list';
import { useStatusLabel } from '../kit/status-badge';

export const CANDIDATES_PATH = '/lawyer-profile/candidates';

export function CandidateList() {
  const { t } = useTranslation('candidates');
  const label = useStatusLabel();
  const navigate = useNavigate();
  const docs = useRegister(api.candidates.candidateDocList, ['search', 'status'], { limit: 20 });
  const columns: ListColumn<CandidateDocItem>[] = [
    linkColumn({
      key: 'name',
      title: t('screen.fullName'),
      value: (c) => c.person.fullName,
      to: (c) => `${CANDIDATES_PATH}/${c.id}`,
    }),
    { key: 'pinfl', title: t('screen.pinfl'), value: (c) => c.person.pinfl },
    { key: 'region', title: t('screen.region'), value: (c) => c.region.name },
    column.status({ title: t('screen.status'), status: (c) => c.status, label }),
    {
      key: 'interviewAt',
      title: t('screen.interviewAt'),
      value: (c) => (c.interviewAt ? formatDateTime(new Date(c.interviewAt)) : ''),
    },
  ];
  return (
    <RegisterPage
      empty={{ text: t('emptyList.candidates') }}
      title={t('screen.candidatesTitle')}
      register="candidates"
      filters={{
        label: t('screen.filters'),
        fields: (
          <>
            <Filter.Search label={t('screen.search')} />
            <Filter.Status statuses={CANDIDATE_STATUSES} label={t('screen.status')} />
          </>
        ),
      }}
      {...docs}
      columns={columns}
      csv="candidates"
      onRowOpen={(c) => void navigate(`${CANDIDATES_PATH}/${c.id}`)}
      rowProps={(c) => ({ 'data-status': c.status })}
    />
  );
}

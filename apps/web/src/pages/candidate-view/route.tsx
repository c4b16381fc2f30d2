/** /lawyer-profile/candidates/{id}: one bar candidate's filing and interview. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CandidateRecord } from '../../candidates/candidate-record';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { PageHeader } from '../../shell/page-header';

export function Component() {
  const { t } = useTranslation('candidates');
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundItem />;
  return (
    <Stack>
      <PageHeader title={t('screen.candidateTitle')} />
      <CandidateRecord key={id} id={id} />
    </Stack>
  );
}

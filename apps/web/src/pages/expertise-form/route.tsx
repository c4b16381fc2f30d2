/**
 * /lawyer-profile/orders/expertise/{orderId}: the lawyer asks for an expertise on their order; with
 * `?draft={id}` they change their draft.
 */
import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { ExpertiseForm } from '../../expertise/expertise-form';
import { loadExpertiseMessages } from '../../expertise/load-messages';
import { QueryState } from '../../kit/list';
import { NotFoundItem } from '../../kit/not-found-item';
import { idParam } from '../../kit/route-params';
import { PageHeader } from '../../shell/page-header';

export const loader = loadExpertiseMessages;

function DraftForm({ orderId, draftId }: { orderId: number; draftId: number }) {
  const draft = api.expertise.expertiseById.useQuery({ params: { id: draftId } }, { retry: false });
  return (
    <QueryState query={draft}>
      {draft.data && <ExpertiseForm key={draft.data.id} orderId={orderId} draft={draft.data} />}
    </QueryState>
  );
}

export function Component() {
  const { t } = useTranslation('expertise');
  const orderId = idParam(useParams().orderId);
  const draftId = idParam(useSearchParams()[0].get('draft'));
  if (orderId === null) return <NotFoundItem />;
  return (
    <>
      <PageHeader title={t('screen.formTitle')} lead={t('screen.formLead')} />
      <Card withBorder padding="lg">
        {draftId === null ? (
          <ExpertiseForm orderId={orderId} />
        ) : (
          <DraftForm orderId={orderId} draftId={draftId} />
        )}
      </Card>
    </>
  );
}

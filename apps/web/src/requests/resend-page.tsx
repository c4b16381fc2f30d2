/** /lawyer-profile/requests/add-certificate/reSend/{reSend}: a cancelled request sent again. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundItem } from '../kit/not-found-item';
import { idParam } from '../kit/route-params';
import { loadRequestMessages } from './load-messages';
import { ResendForm } from './resend-form';
import { RequestStep } from './request-step';
import { PageHeader } from '../shell/page-header';

export const loader = loadRequestMessages;

function Resend({ id }: { id: number }) {
  const { t } = useTranslation('request-screens');
  return (
    <>
      <PageHeader title={t('form.resendTitle', { id })} />
      <RequestStep
        id={id}
        step="resend"
        refusal={{ text: t('form.notCancelled'), testId: 'request-not-cancelled' }}
      >
        {(r) => <ResendForm request={r} />}
      </RequestStep>
    </>
  );
}

export function ResendPage() {
  const id = idParam(useParams().reSend);
  return id === null ? <NotFoundItem /> : <Resend key={id} id={id} />;
}

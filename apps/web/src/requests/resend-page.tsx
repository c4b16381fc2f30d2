/** /lawyer-profile/requests/add-certificate/reSend/{reSend}: a cancelled request sent again. */
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { NotFoundItem } from '../kit/not-found-item';
import { idParam } from '../kit/route-params';
import { REQUEST_LINKS } from './links';
import { loadRequestMessages } from './load-messages';
import { ResendForm } from './resend-form';
import { PageHeader } from '../shell/page-header';

export const loader = loadRequestMessages;

function Resend({ id }: { id: number }) {
  const { t } = useTranslation('request-screens');
  const query = api.requests.getByReqCertId.useQuery(
    { params: { id: id } },
    { dontShowError: true, retry: false },
  );
  const r = query.data;
  return (
    <>
      <PageHeader title={t('form.resendTitle', { id })} />
      <QueryState query={query}>
        {r &&
          (r.can.resend ? (
            <ResendForm request={r} />
          ) : (
            <Alert color="yellow" data-testid="request-not-cancelled">
              {t('form.notCancelled')}{' '}
              <Anchor component={Link} to={REQUEST_LINKS.view(id)}>
                {t('view.title', { id })}
              </Anchor>
            </Alert>
          ))}
      </QueryState>
    </>
  );
}

export function ResendPage() {
  const id = idParam(useParams().reSend);
  return id === null ? <NotFoundItem /> : <Resend key={id} id={id} />;
}

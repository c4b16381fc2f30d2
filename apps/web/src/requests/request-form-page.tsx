/**
 * /lawyer-profile/requests/{add-legal|add-certificate|add-license|add-status}/{id}: a new request of that
 * form's kinds (`new`), or the lawyer's draft `{id}` to change and send.
 */
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { api } from '../api/api';
import { QueryState } from '../kit/list';
import { NotFoundItem } from '../kit/not-found-item';
import { idParam } from '../kit/route-params';
import { REQUEST_FORMS, REQUEST_LINKS, type RequestForm } from './links';
import { loadRequestMessages } from './load-messages';
import { LawyerRequestForm } from './request-form';
import { PageHeader } from '../shell/page-header';

export const loader = loadRequestMessages;

function Draft({ form, id }: { form: RequestForm; id: number }) {
  const { t } = useTranslation('request-screens');
  const query = api.requests.getByReqCertId.useQuery(
    { params: { id: id } },
    { dontShowError: true, retry: false },
  );
  const draft = query.data;
  return (
    <QueryState query={query}>
      {draft &&
        (draft.can.update ? (
          <LawyerRequestForm form={form} draft={draft} />
        ) : (
          <Alert color="yellow" data-testid="request-not-draft">
            {t('form.notDraft')}{' '}
            <Anchor component={Link} to={REQUEST_LINKS.view(id)}>
              {t('view.title', { id })}
            </Anchor>
          </Alert>
        ))}
    </QueryState>
  );
}

export function RequestFormPage() {
  const { t } = useTranslation('request-screens');
  const { pathname } = useLocation();
  const { id: param } = useParams();
  const form = REQUEST_FORMS.find((f) => pathname.includes(`/requests/${f}/`)) ?? 'add-legal';
  const id = param === 'new' ? undefined : idParam(param);
  if (id === null) return <NotFoundItem />;
  return (
    <>
      <PageHeader title={t(`form.title.${form}`)} lead={t(`form.lead.${form}`)} />
      {id === undefined ? <LawyerRequestForm form={form} /> : <Draft key={id} form={form} id={id} />}
    </>
  );
}

/**
 * /lawyer-profile/requests/{add-legal|add-certificate|add-license|add-status}/{id}: a new request of that
 * form's kinds (`new`), or the lawyer's draft `{id}` to change and send.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { NotFoundItem } from '../kit/not-found-item';
import { idParam } from '../kit/route-params';
import { REQUEST_FORMS, type RequestForm } from './links';
import { loadRequestMessages } from './load-messages';
import { LawyerRequestForm } from './request-form';
import { RequestStep } from './request-step';
import { PageHeader } from '../shell/page-header';

export const loader = loadRequestMessages;

function Draft({ form, id }: { form: RequestForm; id: number }) {
  const { t } = useTranslation('request-screens');
  return (
    <RequestStep id={id} step="update" refusal={{ text: t('form.notDraft'), testId: 'request-not-draft' }}>
      {(draft) => <LawyerRequestForm form={form} draft={draft} />}
    </RequestStep>
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

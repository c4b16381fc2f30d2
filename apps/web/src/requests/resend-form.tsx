/**
 * `add-certificate/reSend/{id}`: the lawyer sends a cancelled request again (reSendReqCert), having read
 * the chamber's reason, with a corrected explanation.
 */
import { Alert, Stack } from '@mantine/core';
import { type LawyerRequestDto, resendBody } from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { useErrorColor } from '../kit/ui';
import { REQUEST_LINKS } from './links';
import { RequestReasonField } from './request-form';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';

export function ResendForm({ request }: { request: LawyerRequestDto }) {
  const { t } = useTranslation('request-screens');
  const errorColor = useErrorColor();
  const navigate = useNavigate();
  const resend = api.requests.reSendReqCert.useMutation();
  const { form, field } = useContractForm(resendBody, { id: request.id, reason: request.reason ?? '' });
  const submit = submitThrough(form, resend, {
    label: t('view.resend'),
    body: (v) => ({ id: request.id, reason: v.reason.trim() || null }),
    saved: t('form.sent'),
    after: () => void navigate(REQUEST_LINKS.view(request.id)),
  });
  return (
    <SubmitForm submit={submit} testId="request-resend" icon={IconSend}>
      <Stack gap="md" maw={720}>
        {request.cancelReason && (
          <Alert color={errorColor} variant="outline" title={t('view.cancelledTitle')}>
            {request.cancelReason}
          </Alert>
        )}
        <RequestReasonField {...field('reason')} data-testid="request-resend-reason" />
      </Stack>
    </SubmitForm>
  );
}

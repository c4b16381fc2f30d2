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
import { savedOr, useContractForm } from '../kit/form/contract-form';
import { SubmitButton } from '../kit/form/submit-button';

export function ResendForm({ request }: { request: LawyerRequestDto }) {
  const { t } = useTranslation('request-screens');
  const errorColor = useErrorColor();
  const navigate = useNavigate();
  const resend = api.requests.reSendReqCert.useMutation();
  const { form, field } = useContractForm(resendBody, { id: request.id, reason: request.reason ?? '' });
  return (
    <form
      noValidate
      data-testid="request-resend-form"
      onSubmit={form.onSubmit((v) =>
        resend.mutate(
          { id: request.id, reason: v.reason.trim() || null },
          savedOr(form, t('form.sent'), () => void navigate(REQUEST_LINKS.view(request.id))),
        ),
      )}
    >
      <Stack gap="md" maw={720}>
        {request.cancelReason && (
          <Alert color={errorColor} variant="outline" title={t('view.cancelledTitle')}>
            {request.cancelReason}
          </Alert>
        )}
        <RequestReasonField {...field('reason')} data-testid="request-resend-reason" />
        <div>
          <SubmitButton icon={IconSend} busy={resend.isPending} testId="request-resend-submit">
            {t('view.resend')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}

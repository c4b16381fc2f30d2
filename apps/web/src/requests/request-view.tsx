/**
 * One lawyer's request (getByReqCertId) for its lawyer (`requests/add-certificate/view/{id}`) and for the
 * chambers (`lawyer-requests/view/{id}`): its status, what it asks, the fee and the delivery, the new
 * certificate with its check page, the history, and the actions its `can` allows: pay on the provider's
 * checkout and print the receipt, change a draft, send a cancelled request again (the lawyer); accept, or
 * cancel with a required reason (the chamber). A chamber opening a request it has not seen marks it SEEN.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import type { LawyerRequestDto } from '@portal/contracts';
import { formatDate, formatDateTime, formatTiyin } from '@portal/domain';
import {
  IconBan,
  IconCheck,
  IconCreditCard,
  IconFileDownload,
  IconInfoCircle,
  IconSend,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { api } from '../api/api';
import { goToCheckout } from '../api/requests';
import { useErrorColor } from '../kit/ui';
import { useDisplayName } from '../i18n/display-name';
import { FieldSection, ItemActions } from '../kit/detail-layout';
import { ReasonAction } from '../kit/reason-dialog';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';
import { RequestDeliveryStatus } from '../mail-delivery/delivery-status';
import { formOf, REQUEST_LINKS } from './links';
import { editAction, useRecordSteps } from '../kit/record-steps';
import { QUIET_ITEM } from '../kit/route-params';

/** The request's steps: `request-screens:view.<step>`, test ids `request-<step>`. */
const STEP_KEYS = { ns: 'request-screens', keys: 'view', testId: 'request', reason: 'view.cancelReason' };

function Actions({ request: r }: { request: LawyerRequestDto }) {
  const { t } = useTranslation('request-screens');
  const accept = api.requests.acceptRequest.useMutation();
  const cancel = api.requests.cancelRequest.useMutation();
  const [paying, setPaying] = useState(false);
  const steps = useRecordSteps(r, STEP_KEYS);
  return (
    <ItemActions
      testId="request-actions"
      actions={[
        {
          when: r.can.pay,
          label: t('view.pay', { amount: `${formatTiyin(r.priceTiyin)} ${t('sum')}` }),
          icon: IconCreditCard,
          loading: paying,
          onClick: () => {
            setPaying(true);
            goToCheckout(r.id).catch(() => setPaying(false));
          },
          testId: 'request-pay',
        },
        {
          when: !!r.paidAt,
          label: t('view.receipt'),
          icon: IconFileDownload,
          variant: 'light',
          onClick: () =>
            void api.payments.getReceipt
              .download({ params: { id: r.id } }, `receipt-${r.id}.pdf`)
              .catch(() => undefined),
          testId: 'request-receipt',
        },
        editAction(t('view.edit'), 'request-edit', REQUEST_LINKS.form(formOf(r.kind), r.id), r.can.update),
        steps.link('resend', IconSend, REQUEST_LINKS.resend(r.id)),
        steps.call('accept', IconCheck, accept, t('view.accepted')),
      ]}
    >
      <ReasonAction {...steps.reason('cancel', IconBan, cancel, t('view.cancelled'))} />
    </ItemActions>
  );
}

function Notices({ request: r }: { request: LawyerRequestDto }) {
  const { t } = useTranslation('request-screens');
  const errorColor = useErrorColor();
  return (
    <>
      {r.status === 'CANCELLED' && r.cancelReason && (
        <Alert
          color={errorColor}
          variant="outline"
          title={t('view.cancelledTitle')}
          data-testid="request-cancel-reason"
        >
          {r.cancelReason}
        </Alert>
      )}
      {r.can.pay && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} data-testid="request-payment-due">
          {t('view.paymentDue', { amount: `${formatTiyin(r.priceTiyin)} ${t('sum')}` })}
        </Alert>
      )}
    </>
  );
}

function CertificateSection({
  title,
  certificate: c,
  testId,
}: {
  title: string;
  certificate: NonNullable<LawyerRequestDto['newCertificate']>;
  testId: string;
}) {
  const { t } = useTranslation('request-screens');
  return (
    <FieldSection
      title={title}
      fields={[
        { label: t('field.certificateNumber'), value: c.number, testId },
        { label: t('field.givenDate'), value: formatDate(c.givenDate) },
        { label: t('field.endDate'), value: formatDate(c.endDate) },
        !!c.publicId && {
          label: t('field.check'),
          value: (
            <Anchor component={Link} to={`/check-service-doc/${c.publicId}`} data-testid={`${testId}-check`}>
              {t('view.checkCertificate')}
            </Anchor>
          ),
        },
      ]}
    />
  );
}

function Fields({ request: r }: { request: LawyerRequestDto }) {
  const { t } = useTranslation('request-screens');
  const displayName = useDisplayName();
  // The chambers open the lawyer's record from their inbox (marks, achievements, training).
  const chamber = useMatch('/lawyer-profile/lawyer-requests/*') !== null;
  const certificate = r.newCertificate;
  return (
    <>
      <FieldSection
        title={t('view.details')}
        fields={[
          { label: t('field.kind'), value: t(`kind.${r.kind}`), testId: 'request-kind' },
          { label: t('field.type'), value: r.requestType.name },
          {
            label: t('field.lawyer'),
            value: chamber ? (
              <Anchor
                component={Link}
                to={`/lawyer-profile/lawyer-requests/lawyer/${r.lawyer.id}`}
                data-testid="request-lawyer-link"
              >
                {displayName(r.lawyer.fullName)}
              </Anchor>
            ) : (
              displayName(r.lawyer.fullName)
            ),
          },
          { label: t('field.certificateNumber'), value: r.lawyer.certificateNumber },
          { label: t('field.region'), value: r.region.name },
          { label: t('field.createdAt'), value: formatDateTime(r.createdAt) },
          { label: t('field.sentAt'), value: formatDateTime(r.sentAt) },
          { label: t('field.seenAt'), value: formatDateTime(r.seenAt), testId: 'request-seen-at' },
          { label: t('field.decidedAt'), value: formatDateTime(r.decidedAt) },
          !!r.reason && { label: t('field.reason'), value: r.reason },
        ]}
      />
      <FieldSection
        title={t('view.feeAndDelivery')}
        fields={[
          {
            label: t('field.price'),
            value: r.priceTiyin > 0 ? `${formatTiyin(r.priceTiyin)} ${t('sum')}` : t('free'),
          },
          { label: t('field.pageCount'), value: r.pageCount },
          !!r.paidAt && {
            label: t('field.paidAt'),
            value: formatDateTime(r.paidAt),
            testId: 'request-paid-at',
          },
        ]}
      />
      <RequestDeliveryStatus requestId={r.id} />
      {certificate && (
        <CertificateSection
          title={t('view.newCertificate')}
          certificate={certificate}
          testId="request-new-certificate"
        />
      )}
      {r.replacedCertificate && (
        <CertificateSection
          title={t('view.replacedCertificate')}
          certificate={r.replacedCertificate}
          testId="request-replaced-certificate"
        />
      )}
    </>
  );
}

export function LawyerRequestView({ id }: { id: number }) {
  const { t } = useTranslation('request-screens');
  const query = api.requests.getByReqCertId.useQuery({ params: { id } }, QUIET_ITEM);
  const open = api.requests.requestSeen.useMutation();
  const opened = useRef(false);
  const r = query.data;
  // SEEN on opening: the chamber's first look at a sent request (requestSeen, once per visit).
  useEffect(() => {
    if (!r?.can.open || opened.current) return;
    opened.current = true;
    open.mutate({ id: r.id });
  }, [r, open]);
  return (
    <RecordPage
      record="request"
      query={query}
      title={() => t('view.title', { id })}
      layout={(r) => ({
        status: (
          <>
            <StatusBadge status={r.status} kind="lawyerRequest" testId="request-status" />
            <Text c="dimmed">{t(`kind.${r.kind}`)}</Text>
          </>
        ),
        notices: <Notices request={r} />,
        actions: <Actions request={r} />,
        history: r.history,
        children: <Fields request={r} />,
      })}
    />
  );
}

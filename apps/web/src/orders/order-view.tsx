/**
 * One order as its page shows it (getInfo/dtoByOrderId): every field of spec section 3, the persons of
 * its case, its history, and the actions its `can` allows (ARCHITECTURE.md convention 5): edit or
 * delete a draft, sign an electronic draft in the e-signature dialog, register a paper draft, cancel
 * with a reason, download the PDF or the scan, open the public check page (the QR code's address).
 */
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { OrderDto } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import type { TFunction } from 'i18next';
import { IconBan, IconFileCertificate, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/api';
import { OrderExpertises } from '../expertise/order-expertises';
import { useSignatureFields } from '../e-signature/signature-fields';
import { useSignStep } from '../e-signature/use-sign-step';
import { FieldSection, ItemActions } from '../kit/detail-layout';
import { RecordPage } from '../kit/record-page';
import { joinName } from '../kit/form/person-name-fields';
import { ReasonAction } from '../kit/reason-dialog';
import { checkPageAction, downloadAction, editAction, useRecordSteps } from '../kit/record-steps';
import { StatusBadge } from '../kit/status-badge';
import { CasePersons } from './case-persons';
import { useOrdersLinks } from './orders-links';
import { useDisplayName } from '../i18n/display-name';

export function orderTitle(t: TFunction, order: { id: number; number: string | null }) {
  return order.number ? t('view.numbered', { number: order.number }) : t('view.draftTitle', { id: order.id });
}

/** The order's steps: `orders:actions.<step>`, test ids `order-<step>`. */
const STEP_KEYS = { ns: 'orders', keys: 'actions', testId: 'order', reason: 'actions.reason' };

function OrderActions({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const navigate = useNavigate();
  const cancel = api.orders.cancelOrder.useMutation();
  const remove = api.orders.deleteOrder.useMutation();
  const { can } = order;
  const steps = useRecordSteps(order, STEP_KEYS);
  const signStep = useSignStep(
    steps.sign('sign', api.orders.signatureDraft.useMutation(), t('errors:success.signed')),
  );

  const pdf = () =>
    api.orders.orderPdf.download(
      { params: { id: order.id } },
      `order-${order.number ?? order.id}.pdf`.replace('/', '-'),
    );
  const scan = () => api.orders.fileDownload.download({ query: { id: order.id } }, order.file!.name);
  const anything = Object.values(can).some(Boolean) || order.checkId;
  if (!anything) return null;
  return (
    <ItemActions
      testId="order-actions"
      actions={[
        signStep.action,
        steps.link('registerPaper', IconFileCertificate, links.create('PAPER', order.id)),
        editAction(t('actions.edit'), 'order-edit', links.create(order.type, order.id), can.update),
        downloadAction(t('actions.downloadPdf'), 'order-download-pdf', pdf, can.downloadPdf),
        downloadAction(
          t('actions.downloadScan'),
          'order-download-file',
          scan,
          can.downloadFile && order.file,
        ),
        checkPageAction(order.checkId, t('actions.checkPage'), 'order-check-link'),
        {
          when: can.delete,
          label: t('actions.delete'),
          icon: IconTrash,
          variant: 'outline',
          danger: true,
          confirm: {
            title: t('actions.deleteTitle'),
            text: t('actions.deleteText'),
            busy: remove.isPending,
            testId: 'order-delete-dialog',
            run: () => remove.mutateAsync({ id: order.id }),
            done: t('errors:success.deleted'),
            onDone: () => void navigate(links.list, { replace: true }),
          },
          testId: 'order-delete',
        },
      ]}
    >
      <ReasonAction {...steps.reason('cancel', IconBan, cancel, t('errors:success.cancelled'))} />
      {signStep.dialog}
    </ItemActions>
  );
}

function OrderFields({ order }: { order: OrderDto }) {
  const displayName = useDisplayName();
  const signatureFields = useSignatureFields();
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('common');
  const individual = order.protectedPersonType === 'INDIVIDUAL';
  const yesNo = (v: boolean) => (v ? tc('actions.yes') : tc('actions.no'));
  return (
    <>
      <FieldSection
        title={t('view.main')}
        fields={[
          { label: t('field.type'), value: t(`type.${order.type}`), testId: 'order-type' },
          { label: t('field.number'), value: order.number, testId: 'order-number' },
          { label: t('field.orderDate'), value: formatDate(order.orderDate), testId: 'order-date' },
          { label: t('field.draft'), value: yesNo(order.isDraft) },
          { label: t('field.lateSent'), value: yesNo(order.lateSent), testId: 'order-late' },
          {
            label: t('field.scope'),
            value: order.contragent ? displayName(order.contragent.name) : t('scope.PERSONAL'),
          },
          {
            label: t('field.lawyer'),
            value: `${displayName(order.lawyer.fullName)} (${t('field.certificateShort', { number: order.lawyer.certificateNumber })})`,
          },
          {
            label: t('field.language'),
            value: t(`language.${order.language}`, { defaultValue: order.language }),
          },
          { label: t('field.legalAid'), value: order.legalAid?.name, testId: 'order-legal-aid' },
          { label: t('field.orderBase'), value: order.orderBase?.name, testId: 'order-base' },
          { label: t('field.caseNumber'), value: order.caseNumber, testId: 'order-case' },
          order.type === 'PAPER' && { label: t('field.orderRegNumber'), value: order.orderRegNumber },
        ]}
      />
      <FieldSection
        title={t('view.grounds')}
        fields={[
          { label: t('field.groundsDocNumber'), value: order.groundsDocNumber },
          { label: t('field.groundsDocDate'), value: formatDate(order.groundsDocDate) },
          { label: t('field.contractDate'), value: formatDate(order.contractDate) },
          { label: t('field.approvedDate'), value: formatDate(order.approvedDate) },
        ]}
      />
      <FieldSection
        title={t('view.protectedPerson')}
        fields={
          individual
            ? [
                { label: t('field.personType'), value: t('personType.INDIVIDUAL') },
                { label: t('field.pinfl'), value: order.personPinfl },
                {
                  label: t('field.fullName'),
                  value: displayName(
                    joinName({
                      lastName: order.personLastName,
                      firstName: order.personFirstName,
                      parentName: order.personParentName,
                    }),
                  ),
                  testId: 'order-person',
                },
              ]
            : [
                { label: t('field.personType'), value: t('personType.LEGAL_ENTITY') },
                { label: t('field.inn'), value: order.contragentInn },
                { label: t('field.entityName'), value: order.contragentName, testId: 'order-person' },
              ]
        }
      />
      {(order.signature || order.cancelReason) && (
        <FieldSection
          title={t('view.signatureAndCancel')}
          fields={[
            ...signatureFields(
              order.signature,
              { signedBy: t('field.signedBy'), signedAt: t('field.signedAt') },
              'order-signed-by',
            ),
            !!order.signature && {
              label: t('field.certificateSerial'),
              value: order.signature.certificateSerial,
            },
            !!order.cancelReason && {
              label: t('field.cancelReason'),
              value: order.cancelReason,
              testId: 'order-cancel-reason',
            },
            !!order.cancelReason && {
              label: t('field.cancelledAt'),
              value: formatDateTime(order.cancelledAt),
            },
          ]}
        />
      )}
    </>
  );
}

/** What the order's summary says besides its status: the request it came from, why it cannot change. */
function OrderNotices({ order: data }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {data.investigatorRequestId && (
        <Text size="sm">
          {t('view.fromRequest')}{' '}
          <Anchor component={Link} to={`/lawyer-profile/notifications/request/${data.investigatorRequestId}`}>
            {t('view.requestLink', { id: data.investigatorRequestId })}
          </Anchor>
        </Text>
      )}
      {data.status === 'CREATED' && !data.can.update && (
        <Text size="sm" c="dimmed" data-testid="order-not-editable">
          {t('view.notEditable')}
        </Text>
      )}
      {data.status === 'DRAFT' && data.type === 'ELECTRONIC' && !data.can.sign && data.can.update && (
        <Alert color="yellow" variant="light" data-testid="order-cannot-sign">
          {t('view.cannotSign')}
        </Alert>
      )}
    </>
  );
}

export function OrderView({ id }: { id: number }) {
  const { t } = useTranslation('orders');
  const links = useOrdersLinks();
  const order = api.orders.dtoByOrderId.useQuery({ params: { id } });
  return (
    <RecordPage
      record="order"
      query={order}
      title={(data) => (data ? orderTitle(t, data) : t('view.title'))}
      layout={(data) => ({
        status: (
          <>
            <StatusBadge status={data.status} testId="order-status" />
            <Text size="sm" c="dimmed">
              {t(`type.${data.type}`)}
            </Text>
          </>
        ),
        notices: <OrderNotices order={data} />,
        actions: <OrderActions order={data} />,
        history: data.history,
        children: (
          <>
            <OrderFields order={data} />
            <CasePersons orderId={data.id} persons={data.casePersons} canAdd={data.can.addCasePerson} />
            <OrderExpertises order={data} />
          </>
        ),
      })}
      footer={
        <Group mt="xl">
          <Button component={Link} to={links.list} variant="subtle">
            {t('view.backToList')}
          </Button>
        </Group>
      }
    />
  );
}

/**
 * One investigator request (getInfo/orgRequestDtoById) for whoever may see it: the investigator, the
 * drawn or accepting lawyer, a chamber. Its data, the criminal case as the registry gave it, the draw
 * record with its re-check, the order and the checklist it led to, its history, and the actions its
 * `can` allows: accept (the drawn lawyer), close with a document and a comment, write the checklist
 * (the lawyer), cancel or mark not completed with a reason (the investigator).
 */
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { CLOSE_ORG_REQUEST_FILE_FIELD, closeOrgRequestFields, type OrgRequestDto } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconBan, IconCheck, IconFileCheck, IconLock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { FieldSection, ItemActions } from '../kit/detail-layout';
import { ReasonAction } from '../kit/reason-dialog';
import { downloadAction, useRecordSteps } from '../kit/record-steps';
import { RecordPage } from '../kit/record-page';
import { StatusBadge, useStatusLabel } from '../kit/status-badge';
import { CABINET_ORDERS_LINKS } from '../orders/orders-links';
import { toast } from '../shell/toast';
import { DrawRecord } from './draw-record';
import { checklistCreatePath, checklistPath } from './request-links';
import { useDisplayName } from '../i18n/display-name';

/** The request's steps: `legal-aid-screens:actions.<step>`, test ids `request-<step>`. */
const STEP_KEYS = { ns: 'legal-aid-screens', keys: 'actions', testId: 'request', reason: 'actions.reason' };

function RequestActions({ request }: { request: OrgRequestDto }) {
  const { t } = useTranslation('legal-aid-screens');
  const navigate = useNavigate();
  const accept = api.orgRequests.acceptOrgRequestNew.useMutation();
  const cancel = api.orgRequests.cancelOrgRequestNew.useMutation();
  const notComplete = api.orgRequests.notCompletedOrgRequest.useMutation();
  const close = api.orgRequests.closeOrganizationRequest.useMutation();
  const { can } = request;
  const steps = useRecordSteps(request, STEP_KEYS);
  return (
    <ItemActions
      testId="request-actions"
      actions={[
        {
          when: can.accept,
          label: t('actions.accept'),
          icon: IconCheck,
          loading: accept.isPending,
          onClick: () =>
            accept.mutate(
              { id: request.id },
              {
                onSuccess: (answer) => {
                  toast.success(t('actions.accepted'));
                  void navigate(CABINET_ORDERS_LINKS.view(answer.orderId));
                },
              },
            ),
          testId: 'request-accept',
        },
        steps.link('createChecklist', IconFileCheck, checklistCreatePath(request.id)),
        {
          when: request.checklistId,
          label: t('actions.openChecklist'),
          icon: IconFileCheck,
          to: request.checklistId ? checklistPath(request.checklistId) : undefined,
          variant: 'light',
          testId: 'request-open-checklist',
        },
        ...(['REQUEST', 'CLOSE'] as const).map((kind) => {
          const file = kind === 'REQUEST' ? request.file : request.closeFile;
          return downloadAction(
            t(kind === 'REQUEST' ? 'actions.downloadFile' : 'actions.downloadCloseFile'),
            kind === 'REQUEST' ? 'request-download-file' : undefined,
            () => api.orgRequests.getOrgRequestFile.download({ query: { id: request.id, kind } }, file!.name),
            (kind === 'REQUEST' ? can.downloadFile : can.downloadCloseFile) && file,
          );
        }),
      ]}
    >
      <ReasonAction {...steps.reason('notComplete', IconX, notComplete, t('errors:success.saved'))} />
      <ReasonAction {...steps.reason('cancel', IconBan, cancel, t('errors:success.cancelled'))} />
      <ReasonAction
        {...steps.reasonFrame('close', IconLock)}
        reasonLabel={t('request.closeComment')}
        schema={closeOrgRequestFields.shape.comment}
        attachment={{
          label: t('request.closeFile'),
          field: CLOSE_ORG_REQUEST_FILE_FIELD,
          reasonField: 'comment',
        }}
        busy={close.isPending}
        run={(comment, file) => {
          const form = new FormData();
          form.append('comment', comment);
          form.append(CLOSE_ORG_REQUEST_FILE_FIELD, file!);
          return close.mutateAsync({ params: { id: request.id }, body: form });
        }}
        done={t('errors:success.completed')}
      />
    </ItemActions>
  );
}

function RequestFields({ request }: { request: OrgRequestDto }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const status = useStatusLabel();
  const account = useCurrentAccount();
  const seesOrders = account.data?.permissions.includes('order.view') ?? false;
  const order = request.order;
  const orderName = order && (order.number ?? t('request.orderDraft', { id: order.id }));
  const criminalCase = request.criminalCase;
  return (
    <>
      <FieldSection
        title={t('request.details')}
        fields={[
          { label: t('request.caseNumber'), value: request.caseNumber, testId: 'request-case' },
          { label: t('request.caseArticle'), value: request.caseArticle },
          { label: t('request.organization'), value: request.organizationName },
          { label: t('request.investigator'), value: displayName(request.investigatorName) },
          { label: t('request.personPinfl'), value: request.personPinfl },
          { label: t('request.person'), value: request.personName, testId: 'request-person' },
          { label: t('request.region'), value: request.region.name },
          { label: t('request.language'), value: request.language.name },
          { label: t('request.legalAid'), value: request.legalAid.name },
          { label: t('request.attendancePlace'), value: request.attendancePlace },
          {
            label: t('request.attendance'),
            value: formatDateTime(request.attendanceAt),
            testId: 'request-attendance',
          },
          { label: t('request.createdAt'), value: formatDateTime(request.createdAt) },
          { label: t('request.lawyer'), value: request.lawyer?.fullName, testId: 'request-lawyer' },
          { label: t('request.acceptedAt'), value: formatDateTime(request.acceptedAt) },
          {
            label: t('request.order'),
            value: !order ? null : seesOrders ? (
              <Anchor
                component={Link}
                to={CABINET_ORDERS_LINKS.view(order.id)}
                data-testid="request-order-link"
              >
                {orderName}
              </Anchor>
            ) : (
              `${orderName} (${status(order.status)})`
            ),
            testId: 'request-order',
          },
          {
            label: t('request.checklist'),
            value: <StatusBadge status={request.checklistStatus} testId="request-checklist-status" />,
          },
          !!request.caseSummary && { label: t('request.caseSummary'), value: request.caseSummary },
          !!request.closeComment && { label: t('request.closeComment'), value: request.closeComment },
          !!request.cancelReason && { label: t('request.cancelReason'), value: request.cancelReason },
          !!request.notCompletedReason && {
            label: t('request.notCompletedReason'),
            value: request.notCompletedReason,
          },
        ]}
      />
      {criminalCase && (
        <FieldSection
          title={t('case.title')}
          fields={[
            {
              label: t('case.accused'),
              value: `${displayName(criminalCase.accused.fullName)} (${criminalCase.accused.pinfl})`,
            },
            { label: t('case.address'), value: criminalCase.accused.address },
            { label: t('case.article'), value: criminalCase.article },
            { label: t('case.openedOn'), value: formatDate(criminalCase.openedOn) },
            { label: t('case.investigator'), value: displayName(criminalCase.investigator.fullName) },
            { label: t('case.court'), value: criminalCase.court?.name },
            { label: t('case.adjournment'), value: formatDateTime(criminalCase.adjournmentAt) },
            { label: t('case.fetchedAt'), value: formatDateTime(criminalCase.fetchedAt) },
          ]}
        />
      )}
    </>
  );
}

/**
 * Why a waiting request has nobody to be drawn to: nobody on duty in its language, or how many duty
 * lawyers lack what to issue orders and who can give it (the regional chamber was told).
 */
export function WaitReason({ reason }: { reason: OrgRequestDto['waitReason'] }) {
  const { t } = useTranslation('legal-aid-screens');
  const gaps = (['noOrderPermission', 'structureRestricted', 'licenseNotActive'] as const).filter(
    (gap) => (reason?.[gap] ?? 0) > 0,
  );
  return (
    <Alert color="orange" variant="light" data-testid="request-wait-reason">
      {!reason || reason.onDuty === 0 ? (
        t('request.waitReason.noneOnDuty')
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('request.waitReason.noneEligible', { onDuty: reason.onDuty })}</Text>
          <List size="sm">
            {gaps.map((gap) => (
              <List.Item key={gap} data-testid="request-wait-gap">
                {t(`request.waitReason.${gap}`, { count: reason[gap] })}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('request.waitReason.chamberTold')}</Text>
        </Stack>
      )}
    </Alert>
  );
}

export function RequestView({ id }: { id: number }) {
  const { t } = useTranslation('legal-aid-screens');
  const request = api.orgRequests.orgRequestDtoById.useQuery({ params: { id } });
  return (
    <RecordPage
      record="request"
      query={request}
      title={(data) =>
        data ? t('request.title', { id: data.id, caseNumber: data.caseNumber }) : t('request.titleLoading')
      }
      layout={(data) => ({
        status: <StatusBadge status={data.status} testId="request-status" />,
        notices: (
          <>
            {data.status === 'SEND' && data.acceptDeadlineAt && (
              <Text size="sm" data-testid="request-deadline">
                {t('request.deadline', { at: formatDateTime(data.acceptDeadlineAt) })}
              </Text>
            )}
            {data.status === 'WAIT' && <WaitReason reason={data.waitReason} />}
            {data.status === 'PERSON_NOT_FOUND' && (
              <Alert color="red" variant="light" data-testid="request-person-not-found">
                {t('request.personNotFound')}
              </Alert>
            )}
          </>
        ),
        actions: <RequestActions request={data} />,
        history: data.history,
        children: (
          <>
            <RequestFields request={data} />
            {data.can.viewDraws && <DrawRecord draws={data.draws} regionName={data.region.name} />}
          </>
        ),
      })}
    />
  );
}

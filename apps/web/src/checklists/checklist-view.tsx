/**
 * One checklist of completed work (checkList/get-by-id) for the lawyer who wrote it and the
 * investigator who agrees it: the report, the fee as the API computed it (by instance, plus travel
 * expenses), the signature, a return reason, the history, and the actions its `can` allows: edit (also
 * after a return: it goes back to CREATED), sign in the e-signature dialog, send for agreement, agree,
 * return with a reason.
 */
import { Alert, Anchor, Card, Table, Text, Title } from '@mantine/core';
import type { ChecklistDto } from '@portal/contracts';
import { formatDate, formatDateTime, formatTiyin } from '@portal/domain';
import { IconArrowBack, IconCheck, IconEdit, IconSend, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useAgreeChecklist,
  useChecklist,
  useReturnChecklist,
  useSendChecklist,
  useSignChecklist,
} from '../api/legal-aid';
import { QueryState } from '../kit/list';
import { ScrollTable } from '../cabinet/ui';
import { useSignContent } from '../e-signature/use-sign-content';
import { useRequestPath } from '../investigator-requests/request-links';
import { DetailLayout, FieldSection, ItemActions } from '../kit/detail-layout';
import { ReasonAction } from '../kit/reason-dialog';
import { StatusBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { ChecklistForm, checklistInitial } from './checklist-form';
import { useDisplayName } from '../i18n/display-name';

function Fee({ checklist }: { checklist: ChecklistDto }) {
  const { t } = useTranslation('legal-aid-screens');
  return (
    <section aria-labelledby="fee-title">
      <Title order={2} size="h3" id="fee-title" mb="xs">
        {t('checklist.fee')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('checklist.feeExplain')}
      </Text>
      <ScrollTable minWidth={560} label={t('checklist.fee')}>
        <Table data-testid="fee-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('checklist.instance')}</Table.Th>
              <Table.Th scope="col">{t('checklist.rate')}</Table.Th>
              <Table.Th scope="col">{t('checklist.days')}</Table.Th>
              <Table.Th scope="col">{t('checklist.subtotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {checklist.feeLines.map((line) => (
              <Table.Tr key={line.rateId} data-testid="fee-line">
                <Table.Td>{line.rateName}</Table.Td>
                <Table.Td>{formatTiyin(line.amountTiyin)}</Table.Td>
                <Table.Td>{line.days}</Table.Td>
                <Table.Td>{formatTiyin(line.subtotalTiyin)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={3}>{t('checklist.travel')}</Table.Td>
              <Table.Td>{formatTiyin(checklist.travelExpensesTiyin)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={3}>
                {t('checklist.total')}
              </Table.Th>
              <Table.Th data-testid="fee-total">
                {formatTiyin(checklist.feeTiyin)} {t('checklist.currency')}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </section>
  );
}

function ChecklistActions({ checklist, onEdit }: { checklist: ChecklistDto; onEdit: () => void }) {
  const { t } = useTranslation('legal-aid-screens');
  const { t: tAll } = useTranslation();
  const { sign, dialog } = useSignContent();
  const signing = useSignChecklist();
  const send = useSendChecklist();
  const agree = useAgreeChecklist();
  const giveBack = useReturnChecklist();
  const { can } = checklist;

  const signNow = async () => {
    if (!checklist.signingContent) return;
    const signed = await sign(checklist.signingContent, { title: t('checklist.signTitle') });
    if (!signed) return;
    signing.mutate(
      { id: checklist.id, pkcs7: signed.pkcs7 },
      { onSuccess: () => toast.success(tAll('errors:success.signed')) },
    );
  };

  return (
    <ItemActions
      testId="checklist-actions"
      actions={[
        {
          when: can.sign,
          label: t('checklist.sign'),
          icon: <IconSignature size={18} aria-hidden="true" />,
          loading: signing.isPending,
          onClick: () => void signNow(),
          testId: 'checklist-sign',
        },
        {
          when: can.sendForAgreement,
          label: t('checklist.send'),
          icon: <IconSend size={18} aria-hidden="true" />,
          loading: send.isPending,
          onClick: () =>
            send.mutate(checklist.id, { onSuccess: () => toast.success(tAll('errors:success.reportSent')) }),
          testId: 'checklist-send',
        },
        {
          when: can.agree,
          label: t('checklist.agree'),
          icon: <IconCheck size={18} aria-hidden="true" />,
          loading: agree.isPending,
          onClick: () =>
            agree.mutate(checklist.id, { onSuccess: () => toast.success(t('checklist.agreed')) }),
          testId: 'checklist-agree',
        },
        {
          when: can.update,
          label: t('checklist.edit'),
          icon: <IconEdit size={18} aria-hidden="true" />,
          variant: 'light',
          onClick: onEdit,
          testId: 'checklist-edit',
        },
      ]}
    >
      {can.return && (
        <ReasonAction
          label={t('checklist.return')}
          icon={<IconArrowBack size={18} aria-hidden="true" />}
          testId="checklist-return"
          dialogTitle={t('checklist.returnTitle')}
          dialogText={t('checklist.returnText')}
          reasonLabel={t('actions.reason')}
          busy={giveBack.isPending}
          run={(reason) => giveBack.mutateAsync({ id: checklist.id, reason })}
          done={t('checklist.returned')}
        />
      )}
      {dialog}
    </ItemActions>
  );
}

export function ChecklistView({ id }: { id: number }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const checklist = useChecklist(id);
  const requestPath = useRequestPath();
  const [editing, setEditing] = useState(false);
  const data = checklist.data;
  return (
    <>
      <PageHeader
        title={data ? t('checklist.title', { caseNumber: data.caseNumber }) : t('checklist.titleLoading')}
      />
      <QueryState query={checklist}>
        {data && (
          <DetailLayout
            testId="checklist-view"
            attributes={{ 'data-checklist-id': data.id, 'data-status': data.status }}
            status={
              <>
                <StatusBadge status={data.status} testId="checklist-status" />
                <Anchor component={Link} to={requestPath(data.requestId)} size="sm">
                  {t('request.titleShort', { id: data.requestId, caseNumber: data.caseNumber })}
                </Anchor>
              </>
            }
            notices={
              data.status === 'CANCELLED' &&
              data.returnReason && (
                <Alert
                  color="orange"
                  variant="light"
                  title={t('checklist.returnedTitle')}
                  data-testid="checklist-return-reason"
                >
                  {data.returnReason}
                </Alert>
              )
            }
            actions={!editing && <ChecklistActions checklist={data} onEdit={() => setEditing(true)} />}
            history={data.history}
          >
            {editing ? (
              <Card withBorder padding="lg">
                <ChecklistForm
                  mode={{ update: data.id }}
                  initial={checklistInitial({
                    licenseTypeId: data.licenseType.id,
                    legalAidId: data.legalAid.id,
                    languageId: data.language.id,
                    attendanceDate: data.attendanceDate,
                    participations: data.participations,
                    travelExpensesTiyin: data.travelExpensesTiyin,
                  })}
                  onSaved={() => setEditing(false)}
                  onCancel={() => setEditing(false)}
                />
              </Card>
            ) : (
              <>
                <FieldSection
                  title={t('checklist.report')}
                  fields={[
                    { label: t('request.person'), value: displayName(data.personName) },
                    { label: t('request.lawyer'), value: displayName(data.lawyer.fullName) },
                    { label: t('request.investigator'), value: displayName(data.investigatorName) },
                    { label: t('checklist.licenseType'), value: data.licenseType.name },
                    { label: t('request.legalAid'), value: data.legalAid.name },
                    { label: t('request.language'), value: data.language.name },
                    { label: t('checklist.attendanceDate'), value: formatDate(data.attendanceDate) },
                    {
                      label: t('checklist.participations'),
                      value: data.participations
                        .map((p) => `${formatDate(p.date)} — ${p.rateName}`)
                        .join('; '),
                    },
                  ]}
                />
                <Fee checklist={data} />
              </>
            )}
            {(data.signature || data.sentForAgreementAt || data.agreedAt || data.finishedAt) && (
              <FieldSection
                title={t('checklist.signAndAgreement')}
                fields={[
                  !!data.signature && {
                    label: t('checklist.signedBy'),
                    value: displayName(data.signature.signerName) ?? data.signature.signerPinfl,
                  },
                  !!data.signature && {
                    label: t('checklist.signedAt'),
                    value: formatDateTime(data.signature.signingTime),
                  },
                  { label: t('checklist.sentAt'), value: formatDateTime(data.sentForAgreementAt) },
                  { label: t('checklist.agreedAt'), value: formatDateTime(data.agreedAt) },
                  { label: t('checklist.finishedAt'), value: formatDateTime(data.finishedAt) },
                ]}
              />
            )}
          </DetailLayout>
        )}
      </QueryState>
    </>
  );
}

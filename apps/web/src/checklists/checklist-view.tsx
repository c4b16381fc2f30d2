/**
 * One checklist of completed work (checkList/get-by-id) for the lawyer who wrote it and the
 * investigator who agrees it: the report, the fee as the API computed it (by instance, plus travel
 * expenses), the signature, a return reason, the history, and the actions its `can` allows: edit (also
 * after a return: it goes back to CREATED), sign in the e-signature dialog, send for agreement, agree,
 * return with a reason.
 */
import { Alert, Anchor, Card, Text } from '@mantine/core';
import type { ChecklistDto } from '@portal/contracts';
import { formatDate, formatDateTime, formatTiyin } from '@portal/domain';
import { IconArrowBack, IconCheck, IconEdit, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { useSignatureFields } from '../e-signature/signature-fields';
import { useSignStep } from '../e-signature/use-sign-step';
import { useRequestPath } from '../investigator-requests/request-links';
import { FieldSection, ItemActions, TitledSection } from '../kit/detail-layout';
import { type ListColumn, ListTable } from '../kit/list';
import { ReasonAction } from '../kit/reason-dialog';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';
import { ChecklistForm, checklistInitial } from './checklist-form';
import { useDisplayName } from '../i18n/display-name';
import { callOnRecord } from '../kit/call-on-record';
import { useRecordSteps } from '../kit/record-steps';

/** A line of the fee table: a fee line of the API, or the travel expenses (no rate, no days). */
type FeeRow = { key: string; name: string; amountTiyin?: number; days?: number; subtotalTiyin: number };

function Fee({ checklist }: { checklist: ChecklistDto }) {
  const { t } = useTranslation('legal-aid-screens');
  const rows: FeeRow[] = [
    ...checklist.feeLines.map((line) => ({ key: String(line.rateId), name: line.rateName, ...line })),
    { key: 'travel', name: t('checklist.travel'), subtotalTiyin: checklist.travelExpensesTiyin },
  ];
  const columns: ListColumn<FeeRow>[] = [
    { key: 'name', title: t('checklist.instance') },
    {
      key: 'amountTiyin',
      title: t('checklist.rate'),
      value: (r) => (r.amountTiyin === undefined ? undefined : formatTiyin(r.amountTiyin)),
    },
    { key: 'days', title: t('checklist.days') },
    { key: 'subtotalTiyin', title: t('checklist.subtotal'), value: (r) => formatTiyin(r.subtotalTiyin) },
  ];
  return (
    <TitledSection title={t('checklist.fee')} gap="xs">
      <Text size="sm" c="dimmed" mb="sm">
        {t('checklist.feeExplain')}
      </Text>
      <ListTable
        empty={{ text: t('emptyList.fee') }}
        records={rows}
        columns={columns}
        testId="fee-table"
        rowKey="key"
        rowProps={(r) => (r.key === 'travel' ? {} : { 'data-testid': 'fee-line' })}
      />
      <Text fw={700} mt="sm" data-testid="fee-total">
        {t('checklist.total')}: {formatTiyin(checklist.feeTiyin)} {t('checklist.currency')}
      </Text>
    </TitledSection>
  );
}

/** The checklist's steps: `legal-aid-screens:checklist.<step>`, test ids `checklist-<step>`. */
const STEP_KEYS = {
  ns: 'legal-aid-screens',
  keys: 'checklist',
  testId: 'checklist',
  reason: 'actions.reason',
};

function ChecklistActions({ checklist, onEdit }: { checklist: ChecklistDto; onEdit: () => void }) {
  const { t } = useTranslation('legal-aid-screens');
  const { t: tAll } = useTranslation();
  const send = api.checklists.checklistSendForAgreed.useMutation();
  const agree = api.checklists.checklistAgreed.useMutation();
  const giveBack = api.checklists.checklistReturn.useMutation();
  const { can } = checklist;
  const steps = useRecordSteps(checklist, STEP_KEYS);
  const signStep = useSignStep(
    steps.sign('sign', api.checklists.checklistSigning.useMutation(), tAll('errors:success.signed')),
  );

  return (
    <ItemActions
      testId="checklist-actions"
      actions={[
        signStep.action,
        {
          when: can.sendForAgreement,
          label: t('checklist.send'),
          icon: IconSend,
          ...callOnRecord(send, checklist.id, tAll('errors:success.reportSent')),
          testId: 'checklist-send',
        },
        steps.call('agree', IconCheck, agree, t('checklist.agreed')),
        {
          when: can.update,
          label: t('checklist.edit'),
          icon: IconEdit,
          variant: 'light',
          onClick: onEdit,
          testId: 'checklist-edit',
        },
      ]}
    >
      <ReasonAction {...steps.reason('return', IconArrowBack, giveBack, t('checklist.returned'))} />
      {signStep.dialog}
    </ItemActions>
  );
}

function ChecklistBody({
  checklist: data,
  editing,
  setEditing,
}: {
  checklist: ChecklistDto;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}) {
  const displayName = useDisplayName();
  const signatureFields = useSignatureFields();
  const { t } = useTranslation('legal-aid-screens');
  return (
    <>
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
                value: data.participations.map((p) => `${formatDate(p.date)} — ${p.rateName}`).join('; '),
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
            ...signatureFields(data.signature, {
              signedBy: t('checklist.signedBy'),
              signedAt: t('checklist.signedAt'),
            }),
            { label: t('checklist.sentAt'), value: formatDateTime(data.sentForAgreementAt) },
            { label: t('checklist.agreedAt'), value: formatDateTime(data.agreedAt) },
            { label: t('checklist.finishedAt'), value: formatDateTime(data.finishedAt) },
          ]}
        />
      )}
    </>
  );
}

export function ChecklistView({ id }: { id: number }) {
  const { t } = useTranslation('legal-aid-screens');
  const checklist = api.checklists.checklistGetById.useQuery({ params: { id } });
  const requestPath = useRequestPath();
  const [editing, setEditing] = useState(false);
  return (
    <RecordPage
      record="checklist"
      query={checklist}
      title={(data) =>
        data ? t('checklist.title', { caseNumber: data.caseNumber }) : t('checklist.titleLoading')
      }
      layout={(data) => ({
        status: (
          <>
            <StatusBadge status={data.status} testId="checklist-status" />
            <Anchor component={Link} to={requestPath(data.requestId)} size="sm">
              {t('request.titleShort', { id: data.requestId, caseNumber: data.caseNumber })}
            </Anchor>
          </>
        ),
        notices: data.status === 'CANCELLED' && data.returnReason && (
          <Alert
            color="orange"
            variant="light"
            title={t('checklist.returnedTitle')}
            data-testid="checklist-return-reason"
          >
            {data.returnReason}
          </Alert>
        ),
        actions: !editing && <ChecklistActions checklist={data} onEdit={() => setEditing(true)} />,
        history: data.history,
        children: <ChecklistBody checklist={data} editing={editing} setEditing={setEditing} />,
      })}
    />
  );
}

/**
 * /lawyer-profile/contracts/{id} (and /contracts/{id}): one contract: its facts, both signatures, its
 * history, the PDF and the public QR check; the lawyer signs and confirms or refuses it, the director
 * cancels it (after confirmation: the dismissal). Actions come from the contract's `can`.
 */
import type { ContractDto, DocumentSignature } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconBan, IconDownload, IconExternalLink, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  downloadContractPdf,
  useCancelContract,
  useConfirmContract,
  useContract,
  useRefuseContract,
} from '../api/structures';
import { useSignStep } from '../e-signature/use-sign-step';
import { reasonOnRecord } from '../kit/call-on-record';
import { FieldSection, ItemActions } from '../kit/detail-layout';
import { ReasonAction } from '../kit/reason-dialog';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';

function Actions({ c }: { c: ContractDto }) {
  const { t } = useTranslation('cabinet');
  const { t: tAll } = useTranslation();
  const refuse = useRefuseContract();
  const cancel = useCancelContract();
  const confirmStep = useSignStep({
    when: c.can.confirm,
    id: c.id,
    content: c.signingContent,
    mutation: useConfirmContract(),
    label: t('structures.confirm'),
    title: t('structures.confirm'),
    done: tAll('errors:success.employeeHired'),
    testId: 'contract-confirm',
  });
  return (
    <ItemActions
      testId="contract-actions"
      actions={[
        confirmStep.action,
        {
          label: t('structures.pdf'),
          icon: IconDownload,
          variant: 'light',
          onClick: () => void downloadContractPdf(c),
          testId: 'contract-pdf',
        },
        {
          when: c.publicId,
          label: t('structures.check'),
          icon: IconExternalLink,
          to: `/check-service-doc/${c.publicId}`,
          variant: 'subtle',
          testId: 'contract-check',
        },
      ]}
    >
      <ReasonAction
        when={c.can.refuse}
        label={t('structures.refuse')}
        icon={IconX}
        testId="contract-refuse"
        dialogTitle={t('structures.refuseTitle')}
        reasonLabel={t('structures.reason')}
        {...reasonOnRecord(refuse, c.id)}
        done={tAll('errors:success.cancelled')}
      />
      <ReasonAction
        when={c.can.cancel}
        label={t('structures.cancel')}
        icon={IconBan}
        testId="contract-cancel"
        dialogTitle={t('structures.cancelTitle')}
        dialogText={t('structures.cancelText')}
        reasonLabel={t('structures.reason')}
        {...reasonOnRecord(cancel, c.id)}
        done={
          c.status === 'CONFIRM' ? tAll('errors:success.employeeReleased') : tAll('errors:success.cancelled')
        }
      />
      {confirmStep.dialog}
    </ItemActions>
  );
}

export function ContractView({ id }: { id: number }) {
  const { t } = useTranslation('cabinet');
  const signed = (s: DocumentSignature | null) =>
    s
      ? `${s.signerName ?? s.certificateSubject ?? ''}, ${formatDateTime(new Date(s.signingTime))}`
      : t('structures.notSigned');
  return (
    <RecordPage
      query={useContract(id)}
      title={(c) =>
        c ? t('structures.contractTitle', { number: c.number }) : t('structures.contractsTitle')
      }
      layout={(c) => ({
        testId: 'contract-view',
        attributes: { 'data-contract-id': c.id, 'data-status': c.status },
        status: <StatusBadge status={c.status} testId="contract-status" />,
        actions: <Actions c={c} />,
        history: c.history,
        children: (
          <FieldSection
            title={c.structure.name}
            fields={[
              { label: t('structures.number'), value: c.number },
              { label: t('structures.date'), value: formatDate(c.contractDate) },
              { label: t('structures.period'), value: t('structures.months', { count: c.periodMonths }) },
              { label: t('structures.until'), value: formatDate(c.endDate) },
              { label: t('structures.lawyer'), value: c.lawyer.fullName, testId: 'contract-lawyer' },
              { label: t('structures.field.stir'), value: c.structure.inn },
              { label: t('structures.directorSignature'), value: signed(c.directorSignature) },
              { label: t('structures.lawyerSignature'), value: signed(c.lawyerSignature) },
              !!c.cancelReason && { label: t('structures.reason'), value: c.cancelReason },
            ]}
          />
        ),
      })}
    />
  );
}

/**
 * /lawyer-profile/contracts/{id} (and /contracts/{id}): one contract: its facts, both signatures, its
 * history, the PDF and the public QR check; the lawyer signs and confirms or refuses it, the director
 * cancels it (after confirmation: the dismissal). Actions come from the contract's `can`.
 */
import type { ContractDto, DocumentSignature } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconBan, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useSignStep } from '../e-signature/use-sign-step';
import { checkPageAction, downloadAction, useRecordSteps } from '../kit/record-steps';
import { FieldSection, ItemActions } from '../kit/detail-layout';
import { ReasonAction } from '../kit/reason-dialog';
import { RecordPage } from '../kit/record-page';
import { StatusBadge } from '../kit/status-badge';

/** The contract's steps: `cabinet:structures.<step>`, test ids `contract-<step>`. */
const STEP_KEYS = { ns: 'cabinet', keys: 'structures', testId: 'contract', reason: 'structures.reason' };

function Actions({ c }: { c: ContractDto }) {
  const { t } = useTranslation('cabinet');
  const { t: tAll } = useTranslation();
  const refuse = api.contracts.contractRefuse.useMutation();
  const cancelled =
    c.status === 'CONFIRM' ? tAll('errors:success.employeeReleased') : tAll('errors:success.cancelled');
  const cancel = api.contracts.cancelContractLegalAid.useMutation();
  const steps = useRecordSteps(c, STEP_KEYS);
  const confirmStep = useSignStep(
    steps.sign('confirm', api.contracts.contractConfirm.useMutation(), tAll('errors:success.employeeHired')),
  );
  return (
    <ItemActions
      testId="contract-actions"
      actions={[
        confirmStep.action,
        downloadAction(t('structures.pdf'), 'contract-pdf', () =>
          api.contracts.contractPdf.download({ params: { id: c.id } }, `contract-${c.number}.pdf`),
        ),
        checkPageAction(c.publicId, t('structures.check'), 'contract-check'),
      ]}
    >
      <ReasonAction {...steps.reason('refuse', IconX, refuse, tAll('errors:success.cancelled'))} />
      <ReasonAction {...steps.reason('cancel', IconBan, cancel, cancelled)} />
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
      record="contract"
      query={api.contracts.contract.useQuery({ params: { id } })}
      title={(c) =>
        c ? t('structures.contractTitle', { number: c.number }) : t('structures.contractsTitle')
      }
      layout={(c) => ({
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

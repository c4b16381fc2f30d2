/**
 * /lawyer-profile/contracts/{id} (and /contracts/{id}): one contract: its facts, both signatures, its
 * history, the PDF and the public QR check; the lawyer signs and confirms or refuses it, the director
 * cancels it (after confirmation: the dismissal). Actions come from the contract's `can`.
 */
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { ContractDto, DocumentSignature } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { IconBan, IconDownload, IconExternalLink, IconSignature, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  downloadContractPdf,
  useCancelContract,
  useConfirmContract,
  useContract,
  useRefuseContract,
} from '../api/structures';
import { FieldList } from '../cabinet/field-list';
import { QueryState } from '../kit/list';
import { useSignContent } from '../e-signature/use-sign-content';
import { StatusBadge } from '../kit/status-badge';
import { StatusHistory } from '../kit/detail-layout';
import { ReasonAction } from '../kit/reason-dialog';
import { reasonOnRecord } from '../kit/call-on-record';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';
import { LinkButton } from '../kit/link-button';

function Actions({ c }: { c: ContractDto }) {
  const { t } = useTranslation('cabinet');
  const { t: tAll } = useTranslation();
  const { sign, dialog } = useSignContent();
  const confirm = useConfirmContract();
  const refuse = useRefuseContract();
  const cancel = useCancelContract();
  const signAndConfirm = async () => {
    const signed = await sign(c.signingContent, { title: t('structures.confirm') });
    if (!signed) return;
    confirm.mutate(
      { id: c.id, pkcs7: signed.pkcs7 },
      { onSuccess: () => toast.success(tAll('errors:success.employeeHired')) },
    );
  };
  return (
    <Group gap="sm" wrap="wrap" data-testid="contract-actions">
      {c.can.confirm && (
        <Button
          leftSection={<IconSignature size={18} aria-hidden="true" />}
          loading={confirm.isPending}
          onClick={() => void signAndConfirm()}
          data-testid="contract-confirm"
        >
          {t('structures.confirm')}
        </Button>
      )}
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        onClick={() => void downloadContractPdf(c)}
        data-testid="contract-pdf"
      >
        {t('structures.pdf')}
      </Button>
      {c.publicId && (
        <LinkButton
          to={`/check-service-doc/${c.publicId}`}
          icon={IconExternalLink}
          variant="subtle"
          testId="contract-check"
        >
          {t('structures.check')}
        </LinkButton>
      )}
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
      {dialog}
    </Group>
  );
}

export function ContractView({ id }: { id: number }) {
  const { t } = useTranslation('cabinet');
  const contract = useContract(id);
  const c = contract.data;
  const signed = (s: DocumentSignature | null) =>
    s
      ? `${s.signerName ?? s.certificateSubject ?? ''}, ${formatDateTime(new Date(s.signingTime))}`
      : t('structures.notSigned');
  return (
    <Stack>
      <PageHeader
        title={c ? t('structures.contractTitle', { number: c.number }) : t('structures.contractsTitle')}
      />
      <QueryState query={contract}>
        {c && (
          <Stack>
            <Card withBorder>
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {c.structure.name}
                </Title>
                <StatusBadge status={c.status} testId="contract-status" />
              </Group>
              <FieldList
                fields={[
                  { label: t('structures.number'), value: c.number },
                  { label: t('structures.date'), value: formatDate(c.contractDate) },
                  { label: t('structures.period'), value: t('structures.months', { count: c.periodMonths }) },
                  { label: t('structures.until'), value: formatDate(c.endDate) },
                  { label: t('structures.lawyer'), value: c.lawyer.fullName, testId: 'contract-lawyer' },
                  { label: t('structures.field.stir'), value: c.structure.inn },
                  { label: t('structures.directorSignature'), value: signed(c.directorSignature) },
                  { label: t('structures.lawyerSignature'), value: signed(c.lawyerSignature) },
                  ...(c.cancelReason ? [{ label: t('structures.reason'), value: c.cancelReason }] : []),
                ]}
              />
            </Card>
            <Actions c={c} />
            <section aria-labelledby="contract-history">
              <Title order={2} size="h4" id="contract-history" mb="xs">
                {t('structures.history')}
              </Title>
              <StatusHistory history={c.history} />
            </section>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * /lawyer-profile/contracts: the caller's contracts (a director: their structure's; a
 * lawyer: their own), the director's form to send a signed contract to a lawyer, and the structure's
 * employees, each linked to the contract that employs them (its page cancels it: the dismissal).
 */
import { formatDate } from '@portal/domain';
import { Anchor, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CONTRACT_PERIOD_MONTHS,
  contractSendBody,
  contractSigningContent,
  type ContractDto,
} from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/api';
import { DataList, type ListColumn, ListSection, useListUrl, linkColumn } from '../kit/list';
import { useSignContent } from '../e-signature/use-sign-content';
import { StatusBadge } from '../kit/status-badge';
import { PageHeader } from '../shell/page-header';
import { type FormSubmit, savedOr, SubmitForm, useContractForm } from '../kit/form/contract-form';
import { TextDayField } from '../kit/form/date-fields';

const LIMIT = 20;
export const contractPath = (id: number) => `/lawyer-profile/contracts/${id}`;

const sendFields = contractSendBody.omit({ pkcs7: true });

/** The director's contract: checked with the contract's schema, signed, then sent (its page opens). */
function SendForm({ structureInn }: { structureInn: string }) {
  const { t } = useTranslation('cabinet');
  const navigate = useNavigate();
  const { sign, dialog } = useSignContent();
  const send = api.contracts.contractSend.useMutation();
  const { form, field } = useContractForm(sendFields, {
    lawyerPinfl: '',
    number: '',
    contractDate: '',
    periodMonths: '12',
  });
  const submit: FormSubmit = {
    form,
    label: t('structures.send'),
    busy: send.isPending,
    onSubmit: form.onSubmit(async (values) => {
      const input = sendFields.parse(values);
      const signed = await sign(contractSigningContent({ structureInn, ...input }), {
        title: t('structures.sendTitle'),
      });
      if (!signed) return;
      send.mutate(
        { ...input, pkcs7: signed.pkcs7 },
        savedOr(form, t('structures.sent'), (c: ContractDto) => void navigate(contractPath(c.id))),
      );
    }),
  };
  return (
    <>
      <SubmitForm
        card
        title={t('structures.sendTitle')}
        submit={submit}
        testId="contract"
        submitTestId="contract-send"
        icon={IconSend}
      >
        <SimpleGrid cols={{ base: 1, md: 4 }}>
          <TextInput {...field('lawyerPinfl', t('structures.lawyerPinfl'), 'contract-lawyer-pinfl')} />
          <TextInput {...field('number', t('structures.number'), 'contract-number')} />
          <TextDayField {...field('contractDate', t('structures.date'), 'contract-date')} />
          <Select
            label={t('structures.period')}
            data={CONTRACT_PERIOD_MONTHS.map((m) => ({
              value: String(m),
              label: t('structures.months', { count: m }),
            }))}
            allowDeselect={false}
            {...field('periodMonths')}
            data-testid="contract-period"
          />
        </SimpleGrid>
      </SubmitForm>
      {dialog}
    </>
  );
}

type EmployeeRow = { lawyerId: number; fullName: string; startDate: string; contractId: number | null };
type ContractRow = Omit<ContractDto, 'history' | 'signingContent'>;

function Employees() {
  const { t } = useTranslation('cabinet');
  const list = useListUrl({ limit: LIMIT, pageParam: 'staffPage', sortParam: 'staffSort' });
  const staff = api.contracts.ownEmployee.useQuery({ query: list.query }, { enabled: true });
  const columns: ListColumn<EmployeeRow>[] = [
    { key: 'fullName', title: t('structures.lawyer'), sortable: true },
    { key: 'startDate', title: t('structures.since'), render: (e) => formatDate(e.startDate) },
    {
      key: 'contract',
      title: t('structures.open'),
      csv: false,
      render: (e) =>
        e.contractId ? (
          <Anchor component={Link} to={contractPath(e.contractId)}>
            {t('structures.open')}
          </Anchor>
        ) : null,
    },
  ];
  return (
    <ListSection
      empty={{ text: t('emptyList.employees') }}
      title={t('structures.employees')}
      size="h4"
      query={staff}
      list={list}
      columns={columns}
      rowKey="lawyerId"
      testId={{ table: 'employee-list', row: 'employee-row' }}
    />
  );
}

export function ContractsPage() {
  const { t } = useTranslation('cabinet');
  const own = api.structures.ownContragent.useQuery();
  const list = useListUrl({ limit: LIMIT });
  const contracts = api.contracts.contractList.useQuery({ query: list.query });
  const columns: ListColumn<ContractRow>[] = [
    linkColumn({
      key: 'number',
      title: t('structures.number'),
      value: (c) => c.number,
      to: (c) => contractPath(c.id),
    }),
    { key: 'contractDate', title: t('structures.date'), render: (c) => formatDate(c.contractDate) },
    { key: 'structure', title: t('structures.structure'), value: (c) => c.structure.name },
    { key: 'lawyer', title: t('structures.lawyer'), value: (c) => c.lawyer.fullName },
    { key: 'status', title: t('structures.field.status'), render: (c) => <StatusBadge status={c.status} /> },
  ];
  return (
    <Stack>
      <PageHeader title={t('structures.contractsTitle')} />
      {own.data?.can.sendContract && own.data.structure && (
        <SendForm structureInn={own.data.structure.stir} />
      )}
      <DataList
        empty={{ text: t('emptyList.contracts') }}
        query={contracts}
        list={list}
        columns={columns}
        label={t('structures.contractsTitle')}
        testId={{ table: 'contract-list', row: 'contract-row' }}
      />
      {own.data?.can.sendContract && <Employees />}
    </Stack>
  );
}

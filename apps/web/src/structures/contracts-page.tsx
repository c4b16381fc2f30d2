/**
 * /lawyer-profile/contracts (issue 15 §2): the caller's contracts (a director: their structure's; a
 * lawyer: their own), the director's form to send a signed contract to a lawyer, and the structure's
 * employees, each linked to the contract that employs them (its page cancels it: the dismissal).
 */
import { Anchor, Button, Card, Select, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { CONTRACT_PERIOD_MONTHS, contractSigningContent } from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStored } from '../storage/use-stored';
import { useContracts, useEmployees, useOwnStructure, useSendContract } from '../api/structures';
import { PagingBar } from '../cabinet/paged-table';
import { QueryState } from '../cabinet/query-state';
import { ScrollTable } from '../cabinet/ui';
import { useSignContent } from '../e-signature/use-sign-content';
import { StatusBadge } from '../kit/status-badge';
import { formatDay } from '../public/dates';
import { PageHeader } from '../shell/page-header';
import { toast } from '../shell/toast';

const LIMIT = 20;
export const contractPath = (id: number) => `/lawyer-profile/contracts/${id}`;

function SendForm({ structureInn }: { structureInn: string }) {
  const { t } = useTranslation('cabinet');
  const navigate = useNavigate();
  const { sign, dialog } = useSignContent();
  const send = useSendContract();
  const [v, setV] = useState({ lawyerPinfl: '', number: '', contractDate: '', periodMonths: '12' });
  const set = (k: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      ...v,
      lawyerPinfl: v.lawyerPinfl.trim(),
      number: v.number.trim(),
      periodMonths: Number(v.periodMonths),
    };
    const signed = await sign(contractSigningContent({ structureInn, ...input }), {
      title: t('structures.sendTitle'),
    });
    if (!signed) return;
    send.mutate(
      { ...input, pkcs7: signed.pkcs7 },
      {
        onSuccess: (c) => {
          toast.success(t('structures.sent'));
          void navigate(contractPath(c.id));
        },
      },
    );
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('structures.sendTitle')}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <SimpleGrid cols={{ base: 1, md: 4 }}>
          <TextInput
            label={t('structures.lawyerPinfl')}
            required
            maxLength={14}
            inputMode="numeric"
            value={v.lawyerPinfl}
            onChange={(e) => set('lawyerPinfl')(e.currentTarget.value)}
            data-testid="contract-lawyer-pinfl"
          />
          <TextInput
            label={t('structures.number')}
            required
            maxLength={30}
            value={v.number}
            onChange={(e) => set('number')(e.currentTarget.value)}
            data-testid="contract-number"
          />
          <TextInput
            label={t('structures.date')}
            required
            type="date"
            value={v.contractDate}
            onChange={(e) => set('contractDate')(e.currentTarget.value)}
            data-testid="contract-date"
          />
          <Select
            label={t('structures.period')}
            data={CONTRACT_PERIOD_MONTHS.map((m) => ({
              value: String(m),
              label: t('structures.months', { count: m }),
            }))}
            value={v.periodMonths}
            onChange={(p) => set('periodMonths')(p ?? '12')}
            data-testid="contract-period"
          />
        </SimpleGrid>
        <Button
          type="submit"
          mt="md"
          loading={send.isPending}
          leftSection={<IconSend size={18} aria-hidden="true" />}
          data-testid="contract-send"
        >
          {t('structures.send')}
        </Button>
      </form>
      {dialog}
    </Card>
  );
}

function Employees() {
  const { t } = useTranslation('cabinet');
  const [page, setPage] = useState(0);
  const staff = useEmployees({ page, limit: LIMIT }, true);
  return (
    <section aria-labelledby="employees-title">
      <Title order={2} size="h4" id="employees-title" mb="sm">
        {t('structures.employees')}
      </Title>
      <QueryState query={staff} empty={staff.data?.total === 0}>
        <ScrollTable minWidth={500} label={t('structures.employees')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('structures.lawyer')}</Table.Th>
              <Table.Th>{t('structures.since')}</Table.Th>
              <Table.Th>{t('structures.open')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.data?.list.map((e) => (
              <Table.Tr key={e.lawyerId} data-testid="employee-row">
                <Table.Td>{e.fullName}</Table.Td>
                <Table.Td>{formatDay(e.startDate)}</Table.Td>
                <Table.Td>
                  {e.contractId && (
                    <Anchor component={Link} to={contractPath(e.contractId)}>
                      {t('structures.open')}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
        <PagingBar page={page} limit={LIMIT} total={staff.data?.total ?? 0} onPage={setPage} />
      </QueryState>
    </section>
  );
}

export function ContractsPage() {
  const { t } = useTranslation('cabinet');
  const role = useStored('role');
  const director = role === 'DIRECTOR';
  const own = useOwnStructure();
  const [page, setPage] = useState(0);
  const list = useContracts({ page, limit: LIMIT });
  return (
    <Stack>
      <PageHeader title={t('structures.contractsTitle')} />
      {director && own.data?.structure && <SendForm structureInn={own.data.structure.stir} />}
      <QueryState query={list} empty={list.data?.total === 0}>
        <ScrollTable minWidth={700} label={t('structures.contractsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('structures.number')}</Table.Th>
              <Table.Th>{t('structures.date')}</Table.Th>
              <Table.Th>{t('structures.structure')}</Table.Th>
              <Table.Th>{t('structures.lawyer')}</Table.Th>
              <Table.Th>{t('structures.field.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.list.map((c) => (
              <Table.Tr key={c.id} data-testid="contract-row">
                <Table.Td>
                  <Anchor component={Link} to={contractPath(c.id)}>
                    {c.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDay(c.contractDate)}</Table.Td>
                <Table.Td>{c.structure.name}</Table.Td>
                <Table.Td>{c.lawyer.fullName}</Table.Td>
                <Table.Td>
                  <StatusBadge status={c.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
        <PagingBar page={page} limit={LIMIT} total={list.data?.total ?? 0} onPage={setPage} />
      </QueryState>
      {director && <Employees />}
    </Stack>
  );
}

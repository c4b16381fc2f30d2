/**
 * /lawyer-profile/order-restrictions (REPUBLIC_CHAMBER, ADMIN): the structure-level restriction on
 * creating orders. Restricting asks for a reason, which the list shows; lifting needs none.
 */
import '@mantine/core/styles/Modal.css';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { REGIONS } from '@portal/domain';
import { IconLock, IconLockOpen, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Filters, useOrderRestrictionChange, useOrderRestrictionList } from '../../api/administration';
import type { OrderRestrictionItem } from '@portal/contracts';
import { PagingBar } from '../../cabinet/paged-table';
import { QueryState } from '../../kit/list';
import { useLanguage } from '../../i18n/use-language';
import { ScrollTable, useDangerColor } from '../../cabinet/ui';
import { ToneBadge } from '../../kit/status-badge';
import { PageHeader } from '../../shell/page-header';
import { toast } from '../../shell/toast';
import { useDisplayName } from '../../i18n/display-name';

const LIMIT = 20;

export function Component() {
  const displayName = useDisplayName();
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const danger = useDangerColor();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [regionId, setRegionId] = useState<string | null>(null);
  const [restricted, setRestricted] = useState<string | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<OrderRestrictionItem | null>(null);
  const [reason, setReason] = useState('');
  const list = useOrderRestrictionList({ ...filters, page, limit: LIMIT });
  const change = useOrderRestrictionChange();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilters({
      search: search.trim() || undefined,
      regionId: regionId ?? undefined,
      restricted: restricted ?? undefined,
    });
  };

  const restrict = () => {
    if (!target) return;
    change.mutate(
      { contragentId: target.id, restricted: true, reason: reason.trim() },
      {
        onSuccess: () => {
          setTarget(null);
          setReason('');
          toast.success(te('success.saved'));
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('orderRestrictions.title')} lead={t('orderRestrictions.lead')} />
      <form onSubmit={submit} aria-label={t('users.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
          <TextInput
            label={t('orderRestrictions.search')}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="order-restrictions-search"
          />
          <Select
            label={t('orderRestrictions.region')}
            data={REGIONS.map((r) => ({ value: String(r.id), label: r.names[language] }))}
            value={regionId}
            onChange={setRegionId}
            clearable
            searchable
            placeholder={tc('actions.all')}
          />
          <Select
            label={t('orderRestrictions.state')}
            data={[
              { value: 'true', label: t('orderRestrictions.restricted') },
              { value: 'false', label: t('orderRestrictions.free') },
            ]}
            value={restricted}
            onChange={setRestricted}
            clearable
            placeholder={tc('actions.all')}
          />
        </SimpleGrid>
        <Group mb="lg">
          <Button
            type="submit"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            data-testid="order-restrictions-submit"
          >
            {tc('actions.search')}
          </Button>
        </Group>
      </form>
      <QueryState query={list} empty={list.data?.total === 0}>
        <ScrollTable minWidth={760} label={t('orderRestrictions.title')}>
          <Table striped data-testid="order-restrictions-table">
            <Table.Caption>{t('orderRestrictions.caption', { total: list.data?.total ?? 0 })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orderRestrictions.structure')}</Table.Th>
                <Table.Th scope="col">{t('orderRestrictions.stir')}</Table.Th>
                <Table.Th scope="col">{t('orderRestrictions.region')}</Table.Th>
                <Table.Th scope="col">{t('orderRestrictions.state')}</Table.Th>
                <Table.Th scope="col">{t('orderRestrictions.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.list.map((c) => (
                <Table.Tr key={c.id} data-testid="order-restrictions-row" data-stir={c.stir ?? ''}>
                  <Table.Td>{displayName(c.name)}</Table.Td>
                  <Table.Td>{c.stir ?? '—'}</Table.Td>
                  <Table.Td>{c.regionName}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={c.orderRestricted ? 'bad' : 'good'} testId="order-restriction-state">
                      {c.orderRestricted ? t('orderRestrictions.restricted') : t('orderRestrictions.free')}
                    </ToneBadge>
                    {c.restrictedReason && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {c.restrictedReason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {c.can.restrict && (
                      <Button
                        size="xs"
                        color={danger}
                        variant="outline"
                        leftSection={<IconLock size={16} aria-hidden="true" />}
                        onClick={() => setTarget(c)}
                        aria-label={`${t('orderRestrictions.restrict')}: ${displayName(c.name)}`}
                        data-testid="order-restriction-restrict"
                      >
                        {t('orderRestrictions.restrict')}
                      </Button>
                    )}
                    {c.can.unrestrict && (
                      <Button
                        size="xs"
                        variant="outline"
                        leftSection={<IconLockOpen size={16} aria-hidden="true" />}
                        loading={change.isPending && change.variables?.contragentId === c.id}
                        onClick={() =>
                          change.mutate(
                            { contragentId: c.id, restricted: false },
                            { onSuccess: () => toast.success(te('success.saved')) },
                          )
                        }
                        aria-label={`${t('orderRestrictions.lift')}: ${displayName(c.name)}`}
                        data-testid="order-restriction-lift"
                      >
                        {t('orderRestrictions.lift')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <PagingBar page={page} limit={LIMIT} total={list.data?.total ?? 0} onPage={setPage} />
      </QueryState>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('orderRestrictions.restrict')}
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
      >
        <Stack>
          <Text fw={600}>{target?.name}</Text>
          <Textarea
            label={t('orderRestrictions.reason')}
            required
            maxLength={500}
            autosize
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="order-restriction-reason"
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setTarget(null)}>
              {tc('actions.cancel')}
            </Button>
            <Button
              color={danger}
              onClick={restrict}
              loading={change.isPending}
              disabled={reason.trim().length < 3}
              data-testid="order-restriction-confirm"
            >
              {t('orderRestrictions.restrict')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The status history of an order, a request or a checklist (who, when, from, to, comment), oldest first. */
import { Table, Text, Title } from '@mantine/core';
import type { StatusHistoryItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../cabinet/ui';
import { useDisplayName } from '../i18n/display-name';
import { useStatusLabel } from '../kit/status-badge';

export function HistoryTable({ history }: { history: readonly StatusHistoryItem[] }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('legal-aid-screens');
  const label = useStatusLabel();
  const status = (s: string | null) => (s ? label(s) : '—');
  return (
    <section aria-labelledby="history-title">
      <Title order={2} size="h3" id="history-title" mb="sm">
        {t('history.title')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <ScrollTable minWidth={640} label={t('history.title')}>
          <Table data-testid="history-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('history.at')}</Table.Th>
                <Table.Th scope="col">{t('history.event')}</Table.Th>
                <Table.Th scope="col">{t('history.status')}</Table.Th>
                <Table.Th scope="col">{t('history.who')}</Table.Th>
                <Table.Th scope="col">{t('history.comment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((h, i) => (
                <Table.Tr key={i} data-testid="history-row" data-event={h.event} data-to={h.toStatus}>
                  <Table.Td>{formatDateTime(h.at)}</Table.Td>
                  <Table.Td>{t(`event.${h.event}`, { defaultValue: h.event })}</Table.Td>
                  <Table.Td>
                    {h.fromStatus ? `${status(h.fromStatus)} → ` : ''}
                    {status(h.toStatus)}
                  </Table.Td>
                  <Table.Td>
                    {displayName(h.actorName) ??
                      t(`common:role.${h.actorRole}`, { defaultValue: t('history.system') })}
                  </Table.Td>
                  <Table.Td>{h.comment ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </section>
  );
}

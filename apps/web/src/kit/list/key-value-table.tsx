/**
 * A record's fields as a two-column table (label, value) on a public page: the lawyer's and the
 * structure's cards, the check of an issued document. Each row's header cell is its label (scope row); an
 * empty value shows a dash.
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function KeyValueTable({ children }: { children: ReactNode }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

export function KeyValueRow({
  label,
  value,
  children,
}: {
  label: string;
  value?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%" fw={600}>
        {label}
      </Table.Th>
      <Table.Td>{children ?? value ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

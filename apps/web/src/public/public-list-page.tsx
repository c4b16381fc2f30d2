/**
 * A list page of the public portal: its heading, the filters (applied at once, kept in the URL) in a
 * grid, then the list named with the title; `summary` stands between the filters and the list, and
 * `children` after it (a card drawer). Until the first answer, a table's skeleton takes the place of a
 * whole page of rows (a row and its gap: about a table row), so the footer and all below the list stay
 * where they were painted when the rows arrive.
 */
import { Container, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataList, type DataListProps, type ListPage } from '../kit/list';
import { PageHeader } from '../shell/page-header';

export function PublicListPage<D extends ListPage<unknown>>({
  title,
  lead,
  filters,
  cols = 1,
  maw,
  summary,
  children,
  skeleton,
  ...list
}: Omit<DataListProps<D>, 'label'> & {
  title: string;
  lead: string;
  filters: ReactNode;
  /** The filters' grid columns. */
  cols?: SimpleGridProps['cols'];
  maw?: number;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <PageHeader title={title} lead={lead} />
      <SimpleGrid cols={cols} mb="md" maw={maw}>
        {filters}
      </SimpleGrid>
      {summary}
      <DataList
        {...list}
        skeleton={
          skeleton ??
          (list.list && list.layout !== 'cards' ? { rows: list.list.limit, height: 40 } : undefined)
        }
        label={title}
      />
      {children}
    </Container>
  );
}

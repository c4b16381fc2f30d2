/**
 * A workflow record's page: its heading (`title(record)`, `title(undefined)` while it loads), the loading
 * and error states of its query, then the record in a `DetailLayout` (`layout(record)`: its status,
 * notices, actions, sections and history); `footer` stays under it (a link back to the list).
 */
import { Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../shell/page-header';
import { DetailLayout } from './detail-layout';
import { QueryState } from './list';

/** A query's result as the pages take it (a TanStack Query `useQuery` result). */
interface PageQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A page over one query's data that is not a workflow record (a structure's data, its form): the heading,
 * the query's loading and error states, then `children(data)`, stacked.
 */
export function QueryPage<T>({
  query,
  title,
  children,
}: {
  query: PageQuery<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack>
      <PageHeader title={title} />
      <QueryState query={query}>
        {query.data !== undefined && <Stack>{children(query.data)}</Stack>}
      </QueryState>
    </Stack>
  );
}

export function RecordPage<T>({
  query,
  title,
  lead,
  layout,
  footer,
}: {
  query: PageQuery<T>;
  title: (record: T | undefined) => string;
  lead?: ReactNode;
  layout: (record: T) => ComponentProps<typeof DetailLayout>;
  footer?: ReactNode;
}) {
  const record = query.data;
  return (
    <>
      <PageHeader title={title(record)} lead={lead} />
      <QueryState query={query}>
        {record !== undefined && <DetailLayout {...layout(record)} />}
        {footer}
      </QueryState>
    </>
  );
}

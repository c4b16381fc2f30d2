/**
 * A workflow record's page: its heading (`title(record)`, `title(undefined)` while it loads), the loading
 * and error states of its query, then the record in a `DetailLayout` (`layout(record)`: its status,
 * notices, actions, sections and history); `footer` stays under it (a link back to the list).
 */
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../shell/page-header';
import { DetailLayout } from './detail-layout';
import { QueryState } from './list';

export function RecordPage<T>({
  query,
  title,
  lead,
  layout,
  footer,
}: {
  query: { data?: T; isPending: boolean; isError: boolean; refetch: () => unknown };
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

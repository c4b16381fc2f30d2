/**
 * A workflow record's page: its heading (`title(record)`, `title(undefined)` while it loads), the loading
 * and error states of its query, then the record in a `DetailLayout` (`layout(record)`: its status,
 * notices, actions, sections and history); `footer` stays under it (a link back to the list). `record`
 * names the test ids by the convention RecordList's rows share: the layout is `<record>-view` (unless it
 * names its own) and carries `data-<record>-id` and `data-status`.
 */
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../shell/page-header';
import { DetailLayout } from './detail-layout';
import { QueryState } from './list';

type Layout = ComponentProps<typeof DetailLayout>;

export function RecordPage<T extends { id: number; status: string }>({
  query,
  record: name,
  title,
  lead,
  layout,
  footer,
}: {
  query: { data?: T; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The record's name in the test ids: `order`, `request`, `checklist`. */
  record: string;
  title: (record: T | undefined) => string;
  lead?: ReactNode;
  layout: (record: T) => Omit<Layout, 'testId'> & { testId?: string };
  footer?: ReactNode;
}) {
  const record = query.data;
  const shown = (r: T): Layout => {
    const { testId = `${name}-view`, attributes, ...given } = layout(r);
    return {
      ...given,
      testId,
      attributes: { [`data-${name}-id`]: r.id, 'data-status': r.status, ...attributes },
    };
  };
  return (
    <>
      <PageHeader title={title(record)} lead={lead} />
      <QueryState query={query}>
        {record !== undefined && <DetailLayout {...shown(record)} />}
        {footer}
      </QueryState>
    </>
  );
}

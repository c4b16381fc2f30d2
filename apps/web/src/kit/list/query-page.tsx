/**
 * A page that shows one answer (the signed-in person's profile, a filing): its heading, the query's
 * loading and error states (QueryState), then `children(answer)` once it has come.
 */
import type { ReactNode } from 'react';
import { PageHeader } from '../../shell/page-header';
import { type QueryLike, QueryState } from './list-states';

export function QueryPage<T>({
  title,
  lead,
  query,
  children,
}: {
  title: string;
  lead?: ReactNode;
  query: QueryLike & { data?: T };
  children: (answer: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <QueryState query={query}>{query.data !== undefined && children(query.data)}</QueryState>
    </>
  );
}

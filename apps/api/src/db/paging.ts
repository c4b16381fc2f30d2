/**
 * One page of a list and how many rows the whole list holds (lists answer `{list, total}`; `page` counts
 * from 0, packages/contracts common/paging.ts pageQuery), read at the same time:
 *
 *   const { rows, total } = await pageWithTotal(
 *     base(db).where(where).orderBy(desc(letters.updatedAt), desc(letters.id)).$dynamic(),
 *     query,                              // { page, limit }
 *     (upTo) => countOf(db, letters, where, upTo),  // or cappedCount of a query with the list's joins
 *   );
 *
 * `tablePage` is the same for a list of one table's own rows; `pageCounted` reads the page and its count
 * in one statement (the count as the page's `total` column, `countColumn`). Totals are counted up to
 * `listCountedUpTo(page, limit)` + 1 (packages/contracts paging.ts: a few pages past the page asked for,
 * at most LIST_COUNT_LIMIT): `countOf`, or `cappedCount` for a count with the list's joins, so that a
 * page of a country-wide list reads about as many rows to count as to show.
 */
import { LIST_COUNT_LIMIT, listCountedUpTo } from '@portal/contracts';
import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { executeShaped } from './prepared';
import type { Executor } from './transaction';

export interface Page {
  page: number;
  limit: number;
  /** The list's search, if any: a searched list's statements are planned for their values (listStatement). */
  search?: string;
}

/**
 * Runs a list's statement: named after its shape (executeShaped), so that PostgreSQL need not plan it on
 * every call, unless the list is searched, where the best plan depends on what is searched.
 */
export function listStatement<T extends PgSelect>(query: T, page: Page) {
  return page.search ? (query.execute() as Promise<Awaited<ReturnType<T['execute']>>>) : executeShaped(query);
}

/**
 * How many rows the query `rows` finds, counted up to `upTo` + 1 (a list's total: more means "more than
 * `upTo`"; pageWithTotal gives the page's `listCountedUpTo`). `rows` selects anything (e.g.
 * `db.select({ one: sql\`1\` }).from(…).innerJoin(…).where(where)`) and no limit of its own (an order, if any, is the list's: see countOf).
 */
export function cappedCount(db: Executor, rows: PgSelect, upTo = LIST_COUNT_LIMIT) {
  return db.select({ n: count() }).from(rows.limit(upTo + 1).as('counted'));
}

/**
 * How many rows of `table` match `where`, counted up to `upTo` + 1 (cappedCount). With the list's `order`,
 * the rows are counted in that order, as its pages read them: the planner then weighs walking the list's
 * own index and stopping at `upTo` against collecting every match, as it does for a page. Without it, a
 * search for a common name within one lawyer's or one region's orders collected every order in the
 * country with that name from the trigram index before keeping the few hundred it counts.
 */
export function countOf(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  upTo = LIST_COUNT_LIMIT,
  order: (SQL | PgColumn)[] = [],
) {
  return cappedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    upTo,
  );
}

/**
 * A one-row count (countOf, cappedCount, a plain `count()`) as a column of another statement, typically a
 * page's, so that one statement answers the rows and the figures beside them: an uncorrelated scalar
 * subquery, which PostgreSQL computes once for the statement. A page past the end has no row to carry
 * it, so a list asks for its figures alone then.
 */
export function countColumn(count: SQLWrapper) {
  return sql<number>`(${count})`.mapWith(Number);
}

/**
 * `page` of an ordered query (give the id last in its order, so the order is total) and the list's count:
 * `total` counts up to the `upTo` it is given (the page's `listCountedUpTo`) + 1; an exact count may
 * ignore it.
 */
export async function pageWithTotal<T extends PgSelect>(
  query: T,
  page: Page,
  total: (upTo: number) => PromiseLike<{ n: number }[]>,
): Promise<{ rows: Awaited<ReturnType<T['execute']>>; total: number }> {
  const [rows, [counted]] = await Promise.all([
    query
      .limit(page.limit)
      .offset(page.page * page.limit)
      .execute(),
    total(listCountedUpTo(page.page, page.limit)),
  ]);
  return { rows: rows as Awaited<ReturnType<T['execute']>>, total: counted?.n ?? 0 };
}

/**
 * `page` of an ordered query and the list's count in one statement: `query` is given the capped count as
 * a column (countColumn) and selects it beside its own fields as `total`; a page past the end, which has
 * no row to carry it, asks for the count alone. Otherwise as pageWithTotal.
 */
export async function pageCounted<T extends PgSelect>(
  query: (total: SQL<number>) => T,
  page: Page,
  count: (upTo: number) => SQLWrapper & PromiseLike<{ n: number }[]>,
): Promise<{ rows: Awaited<ReturnType<T['execute']>>; total: number }> {
  const counted = count(listCountedUpTo(page.page, page.limit));
  const rows = (await listStatement(
    query(countColumn(counted))
      .limit(page.limit)
      .offset(page.page * page.limit),
    page,
  )) as Awaited<ReturnType<T['execute']>> & { total: number }[];
  const total = rows[0]?.total ?? (await counted)[0]?.n ?? 0;
  return { rows, total };
}

/** `page` of the rows of `table` under `where` in `order`, and how many there are. */
export async function tablePage<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  page: Page,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const { rows, total } = await pageWithTotal(query, page, (upTo) => countOf(db, table, where, upTo));
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * One record read under the module's policy, written once: the condition (the policy's scope and the
 * record's id, `withinVisible`) runs the read, and a record outside the scope answers 404 exactly like a
 * missing one (no query when the reader sees nothing).
 *
 *   const row = await oneVisible(withinVisible(templatePolicy.findVisible(caller), eq(docTemplates.id, id)), base);
 *
 * A row of one table is `visibleById(db, policy, actor, table, id)` (lock.ts `lockVisible` is the same,
 * locked for a change); a row every reader may see (reference data, the content desk's own tables) is
 * read by its id alone with `rowById`: 404 when there is none.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/transaction';
import { AppError } from '../errors/app-error';
import { type Visible, withinVisible } from '../http/policy';
import type { TableWithId } from './lock';

/** The first row `read(where)` answers, or 404 when there is none or `where` is null (nothing visible). */
export async function oneVisible<R>(
  where: Visible,
  read: (where: SQL | undefined) => PromiseLike<R[]>,
): Promise<R> {
  if (where === null) throw new AppError('NOT_FOUND');
  const [row] = await read(where);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The row `id` of `table`; 404 when there is none (`notFound` gives it its own message, e.g. the field). */
export async function rowById<T extends TableWithId<number>>(
  db: Executor,
  table: T,
  id: number,
  notFound: () => AppError = () => new AppError('NOT_FOUND'),
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

/**
 * The row `id` of `table` among those `policy.findVisible(actor)` lets the actor see; 404 when it does not
 * exist or lies outside what they see (no query when they see nothing).
 */
export function visibleById<Actor, T extends TableWithId<number>>(
  db: Executor,
  policy: { findVisible(actor: Actor): Visible },
  actor: Actor,
  table: T,
  id: number,
): Promise<T['$inferSelect']> {
  return oneVisible(withinVisible(policy.findVisible(actor), eq(table.id, id)), (where) =>
    db
      .select()
      .from(table as PgTable)
      .where(where),
  ) as Promise<T['$inferSelect']>;
}

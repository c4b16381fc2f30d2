/**
 * The first step of most changes, written once: the row being changed, read again under its lock
 * (SELECT … FOR UPDATE, held until the transaction ends, so two changes of one row queue), or a 404 when
 * there is none, or when the caller may not see it (the module's policy decides, exactly like a missing
 * row).
 *
 *   const row = await lockById(tx, checklists, checklistId);
 *   const letter = await lockVisible(tx, letterPolicy, caller, letters, id);
 */
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/transaction';
import { AppError } from '../errors/app-error';
import type { Visible } from '../http/policy';

/** A table whose rows are found by their `id`. */
export type TableWithId<Id> = PgTable & { id: AnyPgColumn<{ data: Id }> };

/** The row `id` of `table`, locked for the rest of the transaction; 404 when it does not exist. */
export async function lockById<T extends TableWithId<number>>(
  tx: Transaction,
  table: T,
  id: number,
): Promise<T['$inferSelect']> {
  return lockVisible(tx, { findVisible: () => undefined }, null, table, id);
}

/**
 * The row `id` of `table` among those `policy.findVisible(actor)` lets the actor see, locked for the rest
 * of the transaction; 404 when it does not exist or lies outside what they see (no query when they see
 * nothing). `notFound` gives the 404 its own message (e.g. the field at fault).
 */
export async function lockVisible<Actor, Id extends number | string, T extends TableWithId<Id>>(
  tx: Transaction,
  policy: { findVisible(actor: Actor): Visible },
  actor: Actor,
  table: T,
  id: Id,
  notFound: () => AppError = () => new AppError('NOT_FOUND'),
): Promise<T['$inferSelect']> {
  const visible = policy.findVisible(actor);
  if (visible === null) throw notFound();
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), visible))
    .for('update');
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

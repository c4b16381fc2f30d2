/**
 * The first step of most changes, written once: the row being changed, read again under its lock
 * (SELECT … FOR UPDATE, held until the transaction ends, so two changes of one row queue), or a 404 when
 * there is none.
 *
 *   const row = await lockById(tx, checklists, checklistId);
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/transaction';
import { AppError } from '../errors/app-error';

/** The row `id` of `table`, locked for the rest of the transaction; 404 when it does not exist. */
export async function lockById<T extends PgTable & { id: AnyPgColumn<{ data: number }> }>(
  tx: Transaction,
  table: T,
  id: number,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row as T['$inferSelect'];
}

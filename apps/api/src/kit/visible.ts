/**
 * One record read under the module's policy, written once: the condition (the policy's scope and the
 * record's id, `withinVisible`) runs the read, and a record outside the scope answers 404 exactly like a
 * missing one (no query when the reader sees nothing).
 *
 *   const row = await oneVisible(withinVisible(templatePolicy.findVisible(caller), eq(docTemplates.id, id)), base);
 */
import type { SQL } from 'drizzle-orm';
import { AppError } from '../errors/app-error';
import type { Visible } from '../http/policy';

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

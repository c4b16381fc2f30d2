/**
 * A list of one table's own rows, written once: the table and the list's order are named where the list
 * is declared, and each read gives its condition, the page and what a row becomes. A condition of `null`
 * (http/policy.ts `Visible`: the reader sees nothing) answers an empty list without asking the database.
 *
 *   const contractList = tableList(structureContracts, [desc(structureContracts.id)]);
 *   return contractList(db, withinVisible(contractPolicy.findVisible(caller)), query, (r) => item(caller, r));
 *
 * A list that needs joins for its rows is a read model (read-model.ts) instead.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Page, tablePage } from '../db/paging';
import type { Executor } from '../db/transaction';
import type { Visible } from '../http/policy';

/** The reads of `table`'s rows in `order` (give the id last, so a page is stable). */
export function tableList<T extends PgTable>(table: T, order: (SQL | PgColumn)[]) {
  /** One page of the rows under `where`, each made an item by `toItem`, and how many there are. */
  return async <Item>(
    db: Executor,
    where: Visible,
    page: Page,
    toItem: (row: T['$inferSelect']) => Item | Promise<Item>,
  ): Promise<{ list: Item[]; total: number }> => {
    if (where === null) return { list: [], total: 0 };
    const { rows, total } = await tablePage(db, table, where, order, page);
    return { list: await Promise.all(rows.map(toItem)), total };
  };
}

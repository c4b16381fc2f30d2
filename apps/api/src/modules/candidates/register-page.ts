/**
 * A page of a chamber's register of people's records (bar filings, internships), written once: the
 * records under the reader's scope and the list's filters, in the register's order, and how many there are,
 * counted over the record's table joined to its person (the list's search reads the person's name).
 */
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type Page, pageWithTotal } from '../../db/paging';
import { persons } from '../../db/schema';
import type { candidateDocuments, internships } from '../../db/schema';
import type { Visible } from '../../http/policy';

/** `rows(where)` is the register's base query under `where`, in its order (its joins give the items' names). */
export async function registerPage<T extends PgSelect>(
  db: Database,
  table: typeof candidateDocuments | typeof internships,
  where: Visible,
  page: Page,
  rows: (where: SQL | undefined) => T,
) {
  if (where === null) return { rows: [], total: 0 };
  return pageWithTotal(rows(where), page, () =>
    db.select({ n: count() }).from(table).innerJoin(persons, eq(persons.id, table.personId)).where(where),
  );
}

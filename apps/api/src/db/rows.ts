/**
 * The row chores services repeat, written once: is there a row of a table under a condition (`firstId`),
 * insert one row and answer its id (`insertId`), and the rows a record links to through a link table
 * (`linkedRows`). They work in a transaction or on the database (`Executor`).
 *
 *   const taken = await firstId(tx, halfYearReports, and(eq(halfYearReports.year, year), …));
 *   if (taken) throw rule('halfYearReportExists');
 *   return insertId(tx, vacancies, { contragentId, … });
 */
import { asc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction';

/** A table whose primary key is an integer `id` column. */
type TableWithId = PgTable & { id: AnyPgColumn<{ data: number }> };

/** The id of one row of `table` under `where` (`{ id }`), or undefined when there is none. */
export async function firstId(
  db: Executor,
  table: TableWithId,
  where: SQL | undefined,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as { id: number } | undefined;
}

/** Inserts one row into `table` and answers the id the database gave it. */
export async function insertId<T extends TableWithId>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  return (row as { id: number }).id;
}

/**
 * The rows of `rows` that one record links to through a link table, by id: `linkedRows(db, { rows:
 * workLanguages, via: lawyerLanguages.languageId, of: lawyerLanguages.lawyerId }, lawyerId)` are the
 * languages a lawyer works in (`via` points at a row, `of` at the record; both columns of the link table).
 */
export async function linkedRows<T extends TableWithId>(
  db: Executor,
  link: { rows: T; via: AnyPgColumn; of: AnyPgColumn },
  id: number,
): Promise<T['$inferSelect'][]> {
  const found = await db
    .select()
    .from(link.of.table)
    .innerJoin(link.rows as PgTable, eq(link.rows.id, link.via))
    .where(eq(link.of, id))
    .orderBy(asc(link.rows.id));
  const name = getTableName(link.rows);
  return found.map((row) => (row as Record<string, unknown>)[name] as T['$inferSelect']);
}

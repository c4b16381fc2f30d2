/**
 * A read model written once (docs/adding-a-section.md step 3): one base query with every name the screen
 * shows, the item a list row becomes, and from those the reads every record list repeats: a page of items
 * under a condition with the list's count, one item, and the whole record (the item and what `view` adds).
 *
 *   const read = readModel({
 *     table: orders,
 *     base: (db) => db.select({ o: orders, lawyer: lawyers }).from(orders).innerJoin(…).$dynamic(),
 *     order: [desc(orders.createdAt), desc(orders.id)],
 *     item: (row, ctx: OrderReadContext) => ({ id: row.o.id, … }),
 *     view: async (db, row, item, ctx) => ({ ...item, history: await historyItems(db, 'order', row.o.id) }),
 *   });
 *   read.list(db, ctx, where, page); read.item(db, ctx, id, scope); read.view(db, ctx, id, scope);
 *
 * A scope or condition of `null` (http/policy.ts `Visible`: the reader sees nothing) answers an empty list,
 * and a record outside the scope a 404, exactly like one that does not exist.
 *
 * A list whose scope is an OR of conditions that no one index reads in the list's order (a lawyer's own
 * orders: issued to them, or written by them for another lawyer) gives `list` its disjoint parts instead
 * (`Parts`): each part is read from its own index in the list's order, as far as the page reaches, and
 * the parts' rows are merged, so a page reads about as many rows as it shows however long the history.
 * Parts may also be conditions on another table that holds the listed ids with copies of the columns the
 * list filters on (`from`: a region's appeal inbox, kept by PostgreSQL), when no index of the listed table
 * holds both the list's filter and its order; one part is read as a plain condition on that table.
 */
import { listCountedUpTo } from '@portal/contracts';
import { and, eq, is, SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { countOf, listStatement, type Page } from '../db/paging';
import { preparedOnce } from '../db/prepared';
import { AppError } from '../errors/app-error';
import type { Visible } from '../http/policy';

/** A row of a (dynamic) select query. */
export type RowOf<T extends PgSelect> = Awaited<ReturnType<T['execute']>>[number];

export interface ReadModelSpec<T extends PgSelect, Ctx, Item, View> {
  /** The listed table: its rows are counted under the list's condition, its `id` finds one record. */
  table: PgTable & { id: AnyPgColumn };
  /** Every column and join the screens show, as a dynamic query (`….$dynamic()`). */
  base: (db: Database) => T;
  /** The list's order (the id last, so a page is stable). */
  order: (SQL | PgColumn)[];
  /** A row as the list shows it; `ctx` is what the reader brings (the caller, the language…). */
  item: (row: RowOf<T>, ctx: Ctx) => Item;
  /** The whole record: the item and the rest (files, signature, history…). */
  view: (db: Database, row: RowOf<T>, item: Item, ctx: Ctx) => Promise<View>;
}

/** A list's scope as disjoint conditions, each read from an index in the list's order (see above). */
export interface Parts {
  parts: readonly SQL[];
  /** The table the parts are conditions on, when it is not the listed table. */
  from?: IdSource;
}

/** A table the page's ids are read from: its column holding the listed id, and the list's order over it. */
export interface IdSource {
  table: PgTable;
  id: AnyPgColumn;
  order: (SQL | PgColumn)[];
}

/**
 * A list's order for merging its parts: the columns it names (`desc(t.createdAt)` → t.createdAt), each
 * selected under a key of its own (`k0`, `k1`…), and the same order over those keys.
 */
function mergeOrder(order: (SQL | PgColumn)[]) {
  const keys = new Map<PgColumn, string>();
  const keyOf = <C>(c: C) => {
    if (!is(c, PgColumn)) return c;
    if (!keys.has(c)) keys.set(c, `k${keys.size}`);
    return sql.identifier(keys.get(c)!);
  };
  const byKeys = sql.join(
    order.map((o) => (is(o, SQL) ? new SQL(o.queryChunks.map(keyOf)) : keyOf(o))),
    sql`, `,
  );
  const columns = Object.fromEntries([...keys].map(([column, key]) => [key, sql`${column}`.as(key)]));
  return { columns, byKeys };
}

/** Read models made so far: each names its prepared statement after its number. */
let statements = 0;

/** The list, item and whole-record reads of a read model. */
export function readModel<T extends PgSelect, Ctx, Item, View>(spec: ReadModelSpec<T, Ctx, Item, View>) {
  async function one(db: Database, id: number, scope: Visible): Promise<RowOf<T>> {
    const [row] = scope === null ? [] : await spec.base(db).where(and(eq(spec.table.id, id), scope));
    if (!row) throw new AppError('NOT_FOUND');
    return row as RowOf<T>;
  }
  /** The base query of given ids in the list's order, prepared once per database handle (see `list`). */
  const byIds = preparedOnce(`read_model_page_${(statements += 1)}`, (db, name) =>
    spec
      .base(db)
      .where(sql`${spec.table.id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(...spec.order)
      .prepare(name),
  );
  /** The listed table as the source of its own ids. */
  const own: IdSource = { table: spec.table, id: spec.table.id, order: spec.order };
  /**
   * The page's ids and the capped count of a scope in parts: each part's rows in the list's order, as far
   * as the page (or the count) reaches, merged in that order.
   */
  function mergedParts(db: Database, from: IdSource, parts: readonly SQL[], page: Page, upTo: number) {
    const { columns, byKeys } = mergeOrder(from.order);
    const selected = { ...columns, listedId: sql`${from.id}`.as('listed_id') };
    const merge = (reach: number) =>
      sql.join(
        parts.map(
          (part) =>
            sql`(${db
              .select(selected)
              .from(from.table)
              .where(part)
              .orderBy(...from.order)
              .limit(reach)})`,
        ),
        sql` union all `,
      );
    const reach = (page.page + 1) * page.limit;
    const ids = sql`select "listed_id" from (${merge(reach)}) as parts
      order by ${byKeys} limit ${page.limit} offset ${page.page * page.limit}`;
    const counted = sql`select count(*) from (select 1 from (${merge(upTo + 1)}) as parts limit ${upTo + 1}) as c`;
    return { ids, counted };
  }

  /** The page's ids and the capped count of one condition, each read in the list's order. */
  function oneCondition(db: Database, from: IdSource, condition: SQL | undefined, page: Page, upTo: number) {
    const ids = db
      .select({ id: from.id })
      .from(from.table)
      .where(condition)
      .orderBy(...from.order)
      .limit(page.limit)
      .offset(page.page * page.limit);
    return { ids: sql`${ids}`, counted: sql`${countOf(db, from.table, condition, upTo, from.order)}` };
  }

  return {
    /**
     * One page of the items under `where`, and how many there are. The page's ids are found first, in
     * the list's order, from the listed table alone, by one statement that counts beside them; only those
     * rows then get the base query's joins (a deep page skips its offset's rows without joining them).
     * That second statement has one shape whatever the list's condition: it is built once per database
     * handle and prepared, so neither the API nor PostgreSQL compiles and plans the joins again for every
     * page.
     */
    async list(
      db: Database,
      ctx: Ctx,
      where: Visible | Parts,
      page: Page,
    ): Promise<{ list: Item[]; total: number }> {
      if (where === null) return { list: [], total: 0 };
      const inParts = where !== undefined && 'parts' in where;
      if (inParts && where.parts.length === 0) return { list: [], total: 0 };
      const from = (inParts && where.from) || own;
      const upTo = listCountedUpTo(page.page, page.limit);
      const { ids, counted } =
        inParts && where.parts.length > 1
          ? mergedParts(db, from, where.parts, page, upTo)
          : oneCondition(db, from, inParts ? where.parts[0] : where, page, upTo);
      // One statement answers both: the page's ids (an array) and the count beside them. A page with
      // fewer rows than its limit ends the list, so its rows give the total (capped as the count caps it)
      // and the count is not run: PostgreSQL computes a sub-select only when its value is asked for.
      // (`offset 0` keeps the ids a sub-select of their own, read once, rather than one per mention.)
      const offset = page.page * page.limit;
      const [found] = await listStatement(
        db
          .select({
            ids: sql<(number | string)[]>`ids`,
            n: sql`case when cardinality(ids) < ${page.limit} and (cardinality(ids) > 0 or ${offset} = 0)
              then least(${offset} + cardinality(ids), ${upTo + 1}) else (${counted}) end`.mapWith(Number),
          })
          .from(sql`(select array(${ids}) as ids offset 0) as page`)
          .$dynamic(),
        page,
      );
      const pageIds = (found?.ids ?? []).map(Number);
      const rows = pageIds.length === 0 ? [] : await byIds(db).execute({ ids: pageIds });
      return { list: rows.map((row) => spec.item(row as RowOf<T>, ctx)), total: Number(found?.n ?? 0) };
    },
    /** The item `id` under `scope` (404 outside it). */
    async item(db: Database, ctx: Ctx, id: number, scope: Visible): Promise<Item> {
      return spec.item(await one(db, id, scope), ctx);
    },
    /** The whole record `id` under `scope` (404 outside it). */
    async view(db: Database, ctx: Ctx, id: number, scope: Visible): Promise<View> {
      const row = await one(db, id, scope);
      return spec.view(db, row, spec.item(row, ctx), ctx);
    },
  };
}

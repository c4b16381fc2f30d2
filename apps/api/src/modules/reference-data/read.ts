/**
 * The registers' read side: a list's values as the register shows them (all four names as stored, the uz
 * name as shown, the declared fields, whether in use, who changed the value last) and a value's history.
 */
import {
  type ReferenceListId,
  type ReferenceValue,
  REFERENCE_FIELD_KEY,
  referenceList,
} from '@portal/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countOf, type Page, pageWithTotal } from '../../db/paging';
import { adminActions, persons } from '../../db/schema';
import { searchText } from '../../db/schema/search-text';
import { containsSearch } from '../../db/search';
import type { Executor } from '../../db/transaction';
import { notFound } from '../../errors/app-error';
import { nameIn } from '../../http/localize';
import { fullNameOf } from '../../people/person-row';
import { historyOf } from '../admin';
import type { AuthContext } from '../auth';
import { referenceValuePolicy } from './policy';
import { inList, listTable, type ListTable } from './tables';

/** The history target of a value: its list and id. */
export const targetOf = (list: ReferenceListId, id: number) => `${list}:${id}`;

const NO_NUMBER = sql<number | null>`null::integer`;

/** The columns a value is read with; the fields its list does not declare read as null. */
function valueColumns(list: ReferenceListId, t: ListTable) {
  const declared = new Set(referenceList(list).fields.map((f) => REFERENCE_FIELD_KEY[f.kind]));
  const field = (key: keyof typeof t.fields) => (declared.has(key) && t.fields[key]) || NO_NUMBER;
  return {
    id: t.id,
    code: t.code,
    nameLt: t.nameLt,
    nameUz: t.nameUz,
    nameRu: t.nameRu,
    nameEng: t.nameEng,
    active: t.active ?? sql<boolean>`true`,
    regionId: field('regionId'),
    parentId: field('parentId'),
    amountTiyin: field('amountTiyin'),
    number: field('number'),
  };
}

export type ValueRow = {
  id: number;
  code: string | null;
  nameLt: string;
  nameUz: string | null;
  nameRu: string;
  nameEng: string;
  active: boolean;
  regionId: number | null;
  parentId: number | null;
  amountTiyin: number | null;
  number: number | null;
};

function selectValues(db: Executor, list: ReferenceListId, t: ListTable, where: SQL | undefined) {
  return db.select(valueColumns(list, t)).from(t.table).where(where).$dynamic();
}

/** One value of a list (locked for a change when `lock`), or 404. */
export async function valueRow(
  db: Executor,
  list: ReferenceListId,
  id: number,
  lock = false,
): Promise<ValueRow> {
  const t = listTable(list);
  const query = selectValues(db, list, t, inList(t, eq(t.id, id)));
  const [row] = (await (lock ? query.for('update') : query)) as ValueRow[];
  if (!row) throw notFound('id');
  return row;
}

/** When each value was last changed and by whom (from the history), by value id. */
async function lastChanges(db: Executor, list: ReferenceListId, ids: number[]) {
  if (ids.length === 0) return new Map<number, { at: string; by: string }>();
  const rows = await db
    .selectDistinctOn([adminActions.targetId], {
      target: adminActions.targetId,
      at: adminActions.at,
      person: persons,
    })
    .from(adminActions)
    .innerJoin(persons, eq(persons.id, adminActions.actorPersonId))
    .where(
      and(
        eq(adminActions.targetType, 'REFERENCE_VALUE'),
        inArray(
          adminActions.targetId,
          ids.map((id) => targetOf(list, id)),
        ),
      ),
    )
    .orderBy(adminActions.targetId, desc(adminActions.at), desc(adminActions.id));
  return new Map(
    rows.map((r) => [Number(r.target.split(':')[1]), { at: r.at.toISOString(), by: fullNameOf(r.person) }]),
  );
}

function valueDto(
  actor: AuthContext,
  list: ReferenceListId,
  row: ValueRow,
  last: { at: string; by: string } | undefined,
): ReferenceValue {
  return {
    ...row,
    nameUzShown: nameIn(row, 'uz'),
    changedAt: last?.at ?? null,
    changedBy: last?.by ?? null,
    can: referenceValuePolicy.can(actor, { fixed: referenceList(list).fixed, active: row.active }),
  };
}

/** One value as its register shows it. */
export async function valueView(db: Executor, actor: AuthContext, list: ReferenceListId, id: number) {
  const row = await valueRow(db, list, id);
  return valueDto(actor, list, row, (await lastChanges(db, list, [id])).get(id));
}

/** A page of a list's values, by id; the search looks in the code and the four names. */
export async function valueList(
  db: Executor,
  actor: AuthContext,
  list: ReferenceListId,
  query: Page & { search?: string; active?: 'true' | 'false' },
) {
  const t = listTable(list);
  const where = inList(
    t,
    query.search
      ? containsSearch(
          searchText(
            sql`coalesce(${t.code}, '')`,
            t.nameLt,
            sql`coalesce(${t.nameUz}, '')`,
            t.nameRu,
            t.nameEng,
          ),
          query.search,
        )
      : undefined,
    query.active && t.active ? eq(t.active, query.active === 'true') : undefined,
    query.active === 'false' && !t.active ? sql`false` : undefined,
  );
  const { rows, total } = await pageWithTotal(selectValues(db, list, t, where).orderBy(t.id), query, (upTo) =>
    countOf(db, t.table, where, upTo),
  );
  const last = await lastChanges(
    db,
    list,
    rows.map((r) => r.id as number),
  );
  return { total, list: (rows as ValueRow[]).map((r) => valueDto(actor, list, r, last.get(r.id))) };
}

/** A value's changes, newest first. */
export async function valueHistory(db: Executor, list: ReferenceListId, id: number) {
  await valueRow(db, list, id);
  const entries = await historyOf(db, 'REFERENCE_VALUE', targetOf(list, id), 200);
  return {
    list: entries.map((e) => ({
      at: e.at,
      action: e.action,
      actorName: e.actorName,
      changes: (e.details?.changes ?? []) as { field: string; from: string | null; to: string | null }[],
    })),
  };
}

import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragentSearchText, contragentSortText } from '../../db/schema/search-text';
import { containsSearch } from '../../db/search';

export interface ContragentFilter {
  page: number;
  limit: number;
  search?: string;
  typeId?: number;
  regionId?: number;
  isArchive: boolean;
}

export type ContragentRow = {
  id: number;
  name: string;
  short_name: string | null;
  stir: string | null;
  director: string | null;
  type_id: number;
  type_lt: string;
  type_uz: string | null;
  type_ru: string;
  type_eng: string;
  region_id: number;
  region_lt: string;
  region_uz: string | null;
  region_ru: string;
  region_eng: string;
  legal_address: string | null;
  physical_address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  postal_index: string | null;
  bank_name: string | null;
  mfo: string | null;
  bank_account: string | null;
  archived: boolean;
  lawyer_count: number;
};

const COLUMNS = sql`
  c.id, c.name, c.short_name, c.stir, c.legal_address, c.physical_address, c.latitude, c.longitude,
  c.phone, c.fax, c.email, c.postal_index, c.bank_name, c.mfo, c.bank_account, c.archived,
  concat_ws(' ', d.last_name, d.first_name, d.parent_name) as director,
  t.id as type_id, t.name_lt as type_lt, t.name_uz as type_uz, t.name_ru as type_ru, t.name_eng as type_eng,
  r.id as region_id, r.name_lt as region_lt, r.name_uz as region_uz, r.name_ru as region_ru, r.name_eng as region_eng,
  (select count(*)::int from employments e where e.contragent_id = c.id and e.end_date is null) as lawyer_count`;

const JOINS = sql`
  join contragent_types t on t.id = c.type_id
  join regions r on r.id = c.region_id
  left join persons d on d.id = c.director_person_id`;

function conditions(f: ContragentFilter): SQL {
  const parts: SQL[] = [sql`c.archived = ${f.isArchive}`];
  if (f.search !== undefined) {
    parts.push(
      /^\d{9}$/.test(f.search)
        ? sql`c.stir = ${f.search}`
        : containsSearch(contragentSearchText({ name: sql`c.name`, shortName: sql`c.short_name` }), f.search),
    );
  }
  if (f.typeId !== undefined) parts.push(sql`c.type_id = ${f.typeId}`);
  if (f.regionId !== undefined) parts.push(sql`c.region_id = ${f.regionId}`);
  return sql.join(parts, sql` and `);
}

/** The two statements of a list: the page in name order (the name's search key, then id) and the count of the filter (the benchmark explains them). */
export function contragentListSql(f: ContragentFilter) {
  const where = conditions(f);
  return {
    page: sql`
      select ${COLUMNS} from contragents c ${JOINS}
      where ${where}
      order by ${contragentSortText({ name: sql`c.name` })}, c.id
      limit ${f.limit} offset ${f.page * f.limit}`,
    count: sql`select count(*)::int as n from contragents c where ${where}`,
  };
}

/** One page of structures in name order and the total of the filter. */
export async function listContragents(db: Database, f: ContragentFilter) {
  const q = contragentListSql(f);
  const [page, total] = await Promise.all([
    db.execute<ContragentRow>(q.page),
    db.execute<{ n: number }>(q.count),
  ]);
  return { rows: page.rows, total: total.rows[0]?.n ?? 0 };
}

export async function contragentById(db: Database, id: number) {
  const result = await db.execute<ContragentRow>(
    sql`select ${COLUMNS} from contragents c ${JOINS} where c.id = ${id}`,
  );
  return result.rows[0];
}

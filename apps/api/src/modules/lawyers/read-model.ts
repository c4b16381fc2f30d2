import { createHash } from 'node:crypto';
import type { LawyerStatus } from '@portal/contracts';
import { and, asc, desc, eq, fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  contragents,
  contragentTypes,
  employments,
  issuedDocuments,
  lawyerAwards,
  lawyerEducation,
  lawyerLicenses,
  lawyers,
  lawyerWorkHistory,
  licenseTypes,
} from '../../db/schema';
import { searchWords } from '@portal/domain';
import {
  currentEmploymentOf,
  lawyerLanguagesOf,
  practiceFieldsOf,
  selectLawyersWithPerson,
} from '../../people/lawyers';

const dialect = new PgDialect({ casing: 'snake_case' });

export interface LawyerFilter {
  page: number;
  limit: number;
  search?: string;
  regionId?: number;
  contragentId?: number;
  status?: LawyerStatus;
}

const employedIn = (column: SQL) =>
  sql`${column} in (select e.lawyer_id from employments e where e.contragent_id = ${sql.placeholder('contragentId')} and e.end_date is null)`;

/** The first text after every text that starts with `prefix` (words are [a-z0-9], so the last character can grow). */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * What decides the SQL text of a directory query: which filters are set and how many search words
 * (null: no search). The values travel as placeholders, so each shape is built and named once.
 */
interface ListShape {
  words: number | null;
  regionId: boolean;
  status: boolean;
  contragentId: boolean;
}

/** The WHERE on `lawyers l` of a directory query without search words. */
function filterConditions(shape: ListShape): SQL {
  const parts: SQL[] = [sql`true`];
  if (shape.regionId) parts.push(sql`l.region_id = ${sql.placeholder('regionId')}`);
  if (shape.status) parts.push(sql`l.status = ${sql.placeholder('status')}`);
  if (shape.contragentId) parts.push(employedIn(sql`l.id`));
  return sql.join(parts, sql` and `);
}

/**
 * The columns of a page row: the lawyer, the name of the current structure (`lawyers.contragent_id`, kept
 * by a trigger on employments; joining `employments` per row had cost a quarter of the statement) and the
 * region's names as its register keeps them (a renamed region reads its new name), in the same statement:
 * one round trip per page.
 */
const PAGE_COLUMNS = sql`
  l.id, l.full_name, l.gender, l.certificate_number, l.certificate_date, l.status, l.photo_file_id,
  l.region_id, r.name_lt as region_name_lt, r.name_uz as region_name_uz, r.name_ru as region_name_ru,
  r.name_eng as region_name_eng, ct.id as contragent_id, ct.name as contragent_name`;
const PAGE_JOINS = sql`
  join regions r on r.id = l.region_id
  left join contragents ct on ct.id = l.contragent_id`;
const PAGE = sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;

/**
 * The directory page as one SQL statement: the counts of the whole filter (total, men, women) and the
 * page in name order with region and current structure. Without search it walks the btree indexes of
 * `lawyers` in name order; with search it reads the word index `lawyer_search_tokens` (prefix ranges of
 * a btree, filters in the same index), longest word first.
 */
function lawyerListSql(shape: ListShape): SQL {
  if (shape.words === null) {
    const where = filterConditions(shape);
    return sql`
      with counts as (
        select count(*)::int as total,
               count(*) filter (where l.gender = 'MALE')::int as man_count,
               count(*) filter (where l.gender = 'FEMALE')::int as female_count
        from lawyers l where ${where}
      )
      select c.total, c.man_count, c.female_count, p.*
      from counts c
      left join lateral (
        select ${PAGE_COLUMNS} from lawyers l ${PAGE_JOINS}
        where ${where}
        order by l.full_name, l.id
        ${PAGE}
      ) p on true`;
  }
  // A prefix as a byte-wise range (the operators of text_pattern_ops), so that even a generic plan of
  // the named statement reads only the matching stretch of the index.
  const parts: SQL[] = [
    sql`t.token ~>=~ ${sql.placeholder('word0')} and t.token ~<~ ${sql.placeholder('word0End')}`,
  ];
  if (shape.regionId) parts.push(sql`t.region_id = ${sql.placeholder('regionId')}`);
  if (shape.status) parts.push(sql`t.status = ${sql.placeholder('status')}`);
  for (let i = 1; i < shape.words; i++) {
    parts.push(
      sql`exists (select 1 from lawyer_search_tokens t2 where t2.lawyer_id = t.lawyer_id and t2.token ~>=~ ${sql.placeholder(`word${i}`)} and t2.token ~<~ ${sql.placeholder(`word${i}End`)})`,
    );
  }
  if (shape.contragentId) parts.push(employedIn(sql`t.lawyer_id`));
  return sql`
    with m as materialized (
      select t.lawyer_id as id, min(t.full_name) as full_name, min(t.gender::text) as gender
      from lawyer_search_tokens t
      where ${sql.join(parts, sql` and `)}
      group by t.lawyer_id
    ),
    counts as (
      select count(*)::int as total,
             count(*) filter (where m.gender = 'MALE')::int as man_count,
             count(*) filter (where m.gender = 'FEMALE')::int as female_count
      from m
    )
    select c.total, c.man_count, c.female_count, p.*
    from counts c
    left join lateral (
      select ${PAGE_COLUMNS}
      from (select m.id from m order by m.full_name, m.id ${PAGE}) pg
      join lawyers l on l.id = pg.id ${PAGE_JOINS}
      order by l.full_name, l.id
    ) p on true`;
}

/** The statement of each shape, built on first use: its name, its text, where each value goes. */
const statements = new Map<string, { name: string; text: string; params: unknown[] }>();

/**
 * The directory query as pg sends it: a named statement per SQL shape (PostgreSQL parses and plans it
 * once per connection) and its values, or null when the search has no usable word. The benchmark runs
 * this very statement through a bare pg pool (scripts/bench-directory.ts).
 */
export function lawyerListQuery(f: LawyerFilter): { name: string; text: string; values: unknown[] } | null {
  const words = f.search === undefined ? null : searchWords(f.search).sort((a, b) => b.length - a.length);
  if (words?.length === 0) return null;
  const shape: ListShape = {
    words: words ? words.length : null,
    regionId: f.regionId !== undefined,
    status: f.status !== undefined,
    contragentId: f.contragentId !== undefined,
  };
  const key = `${shape.words}|${shape.regionId}|${shape.status}|${shape.contragentId}`;
  let statement = statements.get(key);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(lawyerListSql(shape));
    const name = `lawyer-list-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statement = { name, text, params };
    statements.set(key, statement);
  }
  const values: Record<string, unknown> = {
    regionId: f.regionId,
    status: f.status,
    contragentId: f.contragentId,
    limit: f.limit,
    offset: f.page * f.limit,
  };
  words?.forEach((word, i) => {
    values[`word${i}`] = word;
    values[`word${i}End`] = prefixEnd(word);
  });
  return { name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, values) };
}

export type LawyerListRow = {
  total: number;
  man_count: number;
  female_count: number;
  id: number | null;
  full_name: string;
  gender: 'MALE' | 'FEMALE' | null;
  certificate_number: string;
  certificate_date: string;
  status: LawyerStatus;
  photo_file_id: string | null;
  region_id: number;
  region_name_lt: string;
  region_name_uz: string;
  region_name_ru: string;
  region_name_eng: string;
  contragent_id: number | null;
  contragent_name: string | null;
};

/** One page of the directory, the total of the filter and its male and female counts. */
export async function listLawyers(db: Database, f: LawyerFilter) {
  const query = lawyerListQuery(f);
  if (!query) return { rows: [] as LawyerListRow[], total: 0, manCount: 0, femaleCount: 0 };
  const result = await db.$client.query<LawyerListRow>(query);
  const first = result.rows[0];
  return {
    rows: result.rows.filter((r) => r.id !== null),
    total: first?.total ?? 0,
    manCount: first?.man_count ?? 0,
    femaleCount: first?.female_count ?? 0,
  };
}

/** Everything the public card shows, or undefined. */
export async function lawyerCard(db: Database, id: number) {
  const [main] = await selectLawyersWithPerson(db).where(eq(lawyers.id, id));
  if (!main) return undefined;
  const [structure, license, languages, education, workHistory, awards, certificate, fields] =
    await Promise.all([
      db
        .select({ contragent: contragents, type: contragentTypes })
        .from(employments)
        .innerJoin(contragents, eq(contragents.id, employments.contragentId))
        .innerJoin(contragentTypes, eq(contragentTypes.id, contragents.typeId))
        .where(currentEmploymentOf(id))
        .then((r) => r[0]),
      db
        .select({ license: lawyerLicenses, type: licenseTypes })
        .from(lawyerLicenses)
        .innerJoin(licenseTypes, eq(licenseTypes.id, lawyerLicenses.licenseTypeId))
        .where(and(eq(lawyerLicenses.lawyerId, id), eq(lawyerLicenses.current, true)))
        .orderBy(desc(lawyerLicenses.givenDate))
        .limit(1)
        .then((r) => r[0]),
      lawyerLanguagesOf(db, id),
      db
        .select()
        .from(lawyerEducation)
        .where(eq(lawyerEducation.lawyerId, id))
        .orderBy(asc(lawyerEducation.startYear)),
      db
        .select()
        .from(lawyerWorkHistory)
        .where(eq(lawyerWorkHistory.lawyerId, id))
        .orderBy(desc(lawyerWorkHistory.startDate)),
      db
        .select()
        .from(lawyerAwards)
        .where(eq(lawyerAwards.lawyerId, id))
        .orderBy(desc(lawyerAwards.awardedOn)),
      db
        .select({ publicId: issuedDocuments.publicId })
        .from(issuedDocuments)
        .where(
          and(
            eq(issuedDocuments.sourceType, 'lawyers'),
            eq(issuedDocuments.sourceId, id),
            eq(issuedDocuments.kind, 'LAWYER_CERTIFICATE'),
            eq(issuedDocuments.status, 'VALID'),
          ),
        )
        .orderBy(desc(issuedDocuments.issuedOn))
        .limit(1)
        .then((r) => r[0]),
      practiceFieldsOf(db, id),
    ]);
  return { ...main, structure, license, languages, education, workHistory, awards, certificate, fields };
}

/** Home-page figures: lawyers by status and gender, working structures. */
export async function countInfo(db: Database) {
  const result = await db.execute<{
    lawyer_count: number;
    active_count: number;
    inactive_temporary_count: number;
    inactive_permanent_count: number;
    man_count: number;
    female_count: number;
    contragent_count: number;
  }>(sql`
    select count(*)::int as lawyer_count,
           count(*) filter (where status = 'ACTIVE')::int as active_count,
           count(*) filter (where status = 'INACTIVE_TEMPORARY')::int as inactive_temporary_count,
           count(*) filter (where status = 'INACTIVE_PERMANENT')::int as inactive_permanent_count,
           count(*) filter (where gender = 'MALE')::int as man_count,
           count(*) filter (where gender = 'FEMALE')::int as female_count,
           (select count(*)::int from contragents where not archived) as contragent_count
    from lawyers`);
  return result.rows[0]!;
}

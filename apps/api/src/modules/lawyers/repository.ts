import { createHash } from 'node:crypto';
import type { LawyerStatus } from '@portal/contracts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  contragents,
  contragentTypes,
  employments,
  issuedDocuments,
  lawyerAwards,
  lawyerEducation,
  lawyerLanguages,
  lawyerLicenses,
  lawyers,
  lawyerWorkHistory,
  licenseTypes,
  persons,
  regions,
  workLanguages,
} from '../../db/schema';
import { searchWords } from './search';

const dialect = new PgDialect({ casing: 'snake_case' });

export interface LawyerFilter {
  page: number;
  limit: number;
  search?: string;
  regionId?: number;
  contragentId?: number;
  status?: LawyerStatus;
}

const employedIn = (contragentId: number, column: SQL) =>
  sql`${column} in (select e.lawyer_id from employments e where e.contragent_id = ${contragentId} and e.end_date is null)`;

/** The first text after every text that starts with `prefix` (words are [a-z0-9], so the last character can grow). */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** The WHERE on `lawyers l` of a directory query without search words. */
function filterConditions(f: LawyerFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.regionId !== undefined) parts.push(sql`l.region_id = ${f.regionId}`);
  if (f.status !== undefined) parts.push(sql`l.status = ${f.status}`);
  if (f.contragentId !== undefined) parts.push(employedIn(f.contragentId, sql`l.id`));
  return sql.join(parts, sql` and `);
}

/** The columns of a page row: the lawyer, the region's names, the current structure. */
const PAGE_COLUMNS = sql`
  l.id, l.full_name, l.gender, l.certificate_number, l.certificate_date, l.status, l.photo_file_id,
  r.id as region_id, r.name_lt, r.name_uz, r.name_ru, r.name_eng,
  ct.id as contragent_id, ct.name as contragent_name`;
const PAGE_JOINS = sql`
  join regions r on r.id = l.region_id
  left join employments e on e.lawyer_id = l.id and e.end_date is null
  left join contragents ct on ct.id = e.contragent_id`;

/**
 * The directory page as one SQL statement: the counts of the whole filter (total, men, women) and the
 * page in name order with region and current structure, or null when the search has no usable word.
 * Without search it walks the btree indexes of `lawyers` in name order; with search it reads the word
 * index `lawyer_search_tokens` (prefix ranges of a btree, filters in the same index), longest word first.
 * The benchmark runs this very statement through a bare pg pool (scripts/bench-directory.ts).
 */
export function lawyerListSql(f: LawyerFilter): SQL | null {
  const offset = f.page * f.limit;
  if (f.search === undefined) {
    const where = filterConditions(f);
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
        limit ${f.limit} offset ${offset}
      ) p on true`;
  }
  const words = searchWords(f.search).sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  const [first, ...others] = words as [string, ...string[]];
  // A prefix as a byte-wise range (the operators of text_pattern_ops), so that even a generic plan of
  // the named statement reads only the matching stretch of the index.
  const parts: SQL[] = [sql`t.token ~>=~ ${first} and t.token ~<~ ${prefixEnd(first)}`];
  if (f.regionId !== undefined) parts.push(sql`t.region_id = ${f.regionId}`);
  if (f.status !== undefined) parts.push(sql`t.status = ${f.status}`);
  for (const word of others) {
    parts.push(
      sql`exists (select 1 from lawyer_search_tokens t2 where t2.lawyer_id = t.lawyer_id and t2.token ~>=~ ${word} and t2.token ~<~ ${prefixEnd(word)})`,
    );
  }
  if (f.contragentId !== undefined) parts.push(employedIn(f.contragentId, sql`t.lawyer_id`));
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
      from (select m.id from m order by m.full_name, m.id limit ${f.limit} offset ${offset}) pg
      join lawyers l on l.id = pg.id ${PAGE_JOINS}
      order by l.full_name, l.id
    ) p on true`;
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
  name_lt: string;
  name_uz: string | null;
  name_ru: string;
  name_eng: string;
  contragent_id: number | null;
  contragent_name: string | null;
};

/** Statement names by SQL text; there are a few dozen shapes (filters × number of search words). */
const statementNames = new Map<string, string>();

export async function listLawyers(db: Database, f: LawyerFilter) {
  const query = lawyerListSql(f);
  if (!query) return { rows: [] as LawyerListRow[], total: 0, manCount: 0, femaleCount: 0 };
  // A named statement per SQL shape: PostgreSQL parses and plans it once per connection.
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (!name) {
    name = `lawyer-list-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  const result = await db.$client.query<LawyerListRow>({ name, text, values: params as unknown[] });
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
  const [main] = await db
    .select({ lawyer: lawyers, person: persons, region: regions })
    .from(lawyers)
    .innerJoin(persons, eq(persons.id, lawyers.personId))
    .innerJoin(regions, eq(regions.id, lawyers.regionId))
    .where(eq(lawyers.id, id));
  if (!main) return undefined;
  const [structure, license, languages, education, workHistory, awards, certificate] = await Promise.all([
    db
      .select({ contragent: contragents, type: contragentTypes })
      .from(employments)
      .innerJoin(contragents, eq(contragents.id, employments.contragentId))
      .innerJoin(contragentTypes, eq(contragentTypes.id, contragents.typeId))
      .where(and(eq(employments.lawyerId, id), isNull(employments.endDate)))
      .then((r) => r[0]),
    db
      .select({ license: lawyerLicenses, type: licenseTypes })
      .from(lawyerLicenses)
      .innerJoin(licenseTypes, eq(licenseTypes.id, lawyerLicenses.licenseTypeId))
      .where(and(eq(lawyerLicenses.lawyerId, id), eq(lawyerLicenses.current, true)))
      .orderBy(desc(lawyerLicenses.givenDate))
      .limit(1)
      .then((r) => r[0]),
    db
      .select({ language: workLanguages })
      .from(lawyerLanguages)
      .innerJoin(workLanguages, eq(workLanguages.id, lawyerLanguages.languageId))
      .where(eq(lawyerLanguages.lawyerId, id))
      .orderBy(asc(workLanguages.id)),
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
    db.select().from(lawyerAwards).where(eq(lawyerAwards.lawyerId, id)).orderBy(desc(lawyerAwards.awardedOn)),
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
  ]);
  return { ...main, structure, license, languages, education, workHistory, awards, certificate };
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

import type { LawyerStatus } from '@portal/contracts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
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
import { prefixTsQuery } from './search';

export interface LawyerFilter {
  page: number;
  limit: number;
  search?: string;
  regionId?: number;
  contragentId?: number;
  status?: LawyerStatus;
}

/** The WHERE of the directory, or null when the search has no usable word (nothing can match). */
function conditions(f: LawyerFilter): SQL | null {
  const parts: SQL[] = [];
  if (f.search !== undefined) {
    const query = prefixTsQuery(f.search);
    if (!query) return null;
    parts.push(sql`l.search_vector @@ to_tsquery('simple', ${query})`);
  }
  if (f.regionId !== undefined) parts.push(sql`l.region_id = ${f.regionId}`);
  if (f.status !== undefined) parts.push(sql`l.status = ${f.status}`);
  if (f.contragentId !== undefined) {
    parts.push(
      sql`l.id in (select e.lawyer_id from employments e where e.contragent_id = ${f.contragentId} and e.end_date is null)`,
    );
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The directory page as one SQL statement: the counts of the whole filter (total, men, women) and the
 * page in name order with region and current structure. The benchmark runs this very statement through
 * a bare pg pool (scripts/bench-directory.ts).
 */
export function lawyerListSql(f: LawyerFilter): SQL | null {
  const where = conditions(f);
  if (!where) return null;
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
      select l.id, l.full_name, l.gender, l.certificate_number, l.certificate_date, l.status,
             l.photo_file_id, r.id as region_id, r.name_lt, r.name_uz, r.name_ru, r.name_eng,
             ct.id as contragent_id, ct.name as contragent_name
      from lawyers l
      join regions r on r.id = l.region_id
      left join employments e on e.lawyer_id = l.id and e.end_date is null
      left join contragents ct on ct.id = e.contragent_id
      where ${where}
      order by l.full_name, l.id
      limit ${f.limit} offset ${f.page * f.limit}
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

export async function listLawyers(db: Database, f: LawyerFilter) {
  const query = lawyerListSql(f);
  if (!query) return { rows: [] as LawyerListRow[], total: 0, manCount: 0, femaleCount: 0 };
  const result = await db.execute<LawyerListRow>(query);
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

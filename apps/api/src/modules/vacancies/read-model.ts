import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type VacancyRow = {
  id: number;
  type: 'INTERNSHIP' | 'LAWYER';
  count: number;
  end_date: string;
  paid: boolean;
  amount_tiyin: number | null;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  closed: boolean;
  classificator_id: number | null;
  cl_lt: string | null;
  cl_uz: string | null;
  cl_ru: string | null;
  cl_eng: string | null;
  region_id: number;
  region_lt: string;
  region_uz: string | null;
  region_ru: string;
  region_eng: string;
  contragent_id: number;
  contragent_name: string;
  contragent_address: string | null;
  contragent_phone: string | null;
};

/** Vacancies with their structure, region and classificator, `where` them, in `order`, one page. */
async function selectVacancies(db: Database, where: SQL, order: SQL, page: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db.execute<VacancyRow>(sql`
      select v.id, v.type, v.count, v.end_date, v.paid, v.amount_tiyin, v.latitude, v.longitude, v.description,
             v.closed_at is not null as closed,
             lt.id as classificator_id, lt.name_lt as cl_lt, lt.name_uz as cl_uz, lt.name_ru as cl_ru, lt.name_eng as cl_eng,
             r.id as region_id, r.name_lt as region_lt, r.name_uz as region_uz, r.name_ru as region_ru, r.name_eng as region_eng,
             c.id as contragent_id, c.name as contragent_name,
             coalesce(c.physical_address, c.legal_address) as contragent_address, c.phone as contragent_phone
      from vacancies v
      join contragents c on c.id = v.contragent_id
      join regions r on r.id = v.region_id
      left join license_types lt on lt.id = v.classificator_id
      where ${where}
      order by ${order}
      limit ${page.limit} offset ${page.page * page.limit}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from vacancies v where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Open vacancies (not closed, end date today or later, Tashkent time), soonest end first. */
export async function listVacancies(
  db: Database,
  f: { page: number; limit: number; regionId?: number; type?: string; paid?: boolean; today: string },
) {
  const parts: SQL[] = [sql`v.end_date >= ${f.today}::date`, sql`v.count > 0`, sql`v.closed_at is null`];
  if (f.regionId !== undefined) parts.push(sql`v.region_id = ${f.regionId}`);
  if (f.type !== undefined) parts.push(sql`v.type = ${f.type}`);
  if (f.paid !== undefined) parts.push(sql`v.paid = ${f.paid}`);
  return selectVacancies(db, sql.join(parts, sql` and `), sql`v.end_date, v.id`, f);
}

/** The vacancies of one structure, newest first, whatever their state. */
export function structureVacancies(
  db: Database,
  contragentId: number,
  page: { page: number; limit: number },
) {
  return selectVacancies(db, sql`v.contragent_id = ${contragentId}`, sql`v.id desc`, page);
}

/** One vacancy, whatever its state. */
export async function vacancyRow(db: Database, id: number): Promise<VacancyRow | null> {
  const { rows } = await selectVacancies(db, sql`v.id = ${id}`, sql`v.id`, { page: 0, limit: 1 });
  return rows[0] ?? null;
}

/** Waiting and accepted applications per vacancy of `ids`. */
export async function applicationCounts(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { waiting: number; accepted: number }>();
  const { rows } = await db.execute<{ vacancy_id: number; waiting: number; accepted: number }>(sql`
    select vacancy_id, count(*) filter (where status = 'SEND')::int as waiting,
           count(*) filter (where status = 'ACCEPTED')::int as accepted
    from vacancy_applications
    where vacancy_id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`}
    group by vacancy_id`);
  return new Map(rows.map((r) => [r.vacancy_id, { waiting: r.waiting, accepted: r.accepted }]));
}

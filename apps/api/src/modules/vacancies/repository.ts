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

/** Open vacancies (end date today or later, Tashkent time), soonest end first. */
export async function listVacancies(
  db: Database,
  f: { page: number; limit: number; regionId?: number; type?: string; paid?: boolean; today: string },
) {
  const parts: SQL[] = [sql`v.end_date >= ${f.today}::date`, sql`v.count > 0`];
  if (f.regionId !== undefined) parts.push(sql`v.region_id = ${f.regionId}`);
  if (f.type !== undefined) parts.push(sql`v.type = ${f.type}`);
  if (f.paid !== undefined) parts.push(sql`v.paid = ${f.paid}`);
  const where = sql.join(parts, sql` and `);
  const [page, total] = await Promise.all([
    db.execute<VacancyRow>(sql`
      select v.id, v.type, v.count, v.end_date, v.paid, v.amount_tiyin, v.latitude, v.longitude, v.description,
             lt.id as classificator_id, lt.name_lt as cl_lt, lt.name_uz as cl_uz, lt.name_ru as cl_ru, lt.name_eng as cl_eng,
             r.id as region_id, r.name_lt as region_lt, r.name_uz as region_uz, r.name_ru as region_ru, r.name_eng as region_eng,
             c.id as contragent_id, c.name as contragent_name,
             coalesce(c.physical_address, c.legal_address) as contragent_address, c.phone as contragent_phone
      from vacancies v
      join contragents c on c.id = v.contragent_id
      join regions r on r.id = v.region_id
      left join license_types lt on lt.id = v.classificator_id
      where ${where}
      order by v.end_date, v.id
      limit ${f.limit} offset ${f.page * f.limit}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from vacancies v where ${where}`),
  ]);
  return { rows: page.rows, total: total.rows[0]?.n ?? 0 };
}

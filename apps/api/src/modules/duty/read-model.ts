import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type ScheduleRow = {
  id: number;
  period_start: string;
  period_end: string;
  region_id: number;
  name_lt: string;
  name_uz: string | null;
  name_ru: string;
  name_eng: string;
  lawyer_count: number;
};

const SCHEDULE_COLUMNS = sql`
  s.id, s.period_start, s.period_end, r.id as region_id, r.name_lt, r.name_uz, r.name_ru, r.name_eng,
  (select count(distinct a.lawyer_id)::int from duty_assignments a where a.schedule_id = s.id) as lawyer_count`;

/** Published duty schedules, newest period first, regions in official order within a period. */
export async function listSchedules(
  db: Database,
  f: { page: number; limit: number; regionId?: number; date?: string },
) {
  const parts: SQL[] = [sql`s.status = 'PUBLISHED'`];
  if (f.regionId !== undefined) parts.push(sql`s.region_id = ${f.regionId}`);
  if (f.date !== undefined) parts.push(sql`${f.date}::date between s.period_start and s.period_end`);
  const where = sql.join(parts, sql` and `);
  const [page, total] = await Promise.all([
    db.execute<ScheduleRow>(sql`
      select ${SCHEDULE_COLUMNS}
      from duty_schedules s join regions r on r.id = s.region_id
      where ${where}
      order by s.period_start desc, s.region_id, s.id
      limit ${f.limit} offset ${f.page * f.limit}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from duty_schedules s where ${where}`),
  ]);
  return { rows: page.rows, total: total.rows[0]?.n ?? 0 };
}

export async function scheduleById(db: Database, id: number) {
  const result = await db.execute<ScheduleRow>(sql`
    select ${SCHEDULE_COLUMNS} from duty_schedules s join regions r on r.id = s.region_id
    where s.id = ${id} and s.status = 'PUBLISHED'`);
  return result.rows[0];
}

export type AssignmentRow = {
  duty_date: string;
  lawyer_id: number;
  full_name: string;
  certificate_number: string;
  contragent: string | null;
  languages: { name_lt: string; name_uz: string | null; name_ru: string; name_eng: string }[];
};

/** Who is on duty on each day of a schedule, by day and name. */
export async function assignmentsOf(db: Database, scheduleId: number) {
  const result = await db.execute<AssignmentRow>(sql`
    select a.duty_date, l.id as lawyer_id, l.full_name, l.certificate_number, ct.name as contragent,
           coalesce((select json_agg(json_build_object('name_lt', w.name_lt, 'name_uz', w.name_uz,
                       'name_ru', w.name_ru, 'name_eng', w.name_eng) order by w.id)
                     from lawyer_languages ll join work_languages w on w.id = ll.language_id
                     where ll.lawyer_id = l.id), '[]') as languages
    from duty_assignments a
    join lawyers l on l.id = a.lawyer_id
    left join employments e on e.lawyer_id = l.id and e.end_date is null
    left join contragents ct on ct.id = e.contragent_id
    where a.schedule_id = ${scheduleId}
    order by a.duty_date, l.full_name, l.id`);
  return result.rows;
}

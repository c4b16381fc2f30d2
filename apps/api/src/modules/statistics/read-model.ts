/**
 * The statistics queries: each figure counted from the records of a Tashkent month (created in it), for
 * the country or one region, on indexes of the month's range (created_at).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';

export interface MonthRange {
  start: Date;
  end: Date;
  regionId: number | undefined;
}

const inRegion = (column: SQL, regionId: number | undefined) =>
  regionId === undefined ? sql`true` : sql`${column} = ${regionId}`;

/** Investigators' requests created in the month (a person not found is no request sent). */
export async function requestFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{
    sent: number;
    accepted: number;
    waiting: number;
    expired: number;
    minutes: number;
  }>(sql`
    select count(*)::int as sent,
           count(*) filter (where accepted_at is not null)::int as accepted,
           count(*) filter (where status = 'WAIT')::int as waiting,
           count(*) filter (where status = 'EXPIRED')::int as expired,
           coalesce(round(avg(extract(epoch from accepted_at - created_at) / 60)
                          filter (where accepted_at is not null)), 0)::int as minutes
    from investigator_requests
    where created_at >= ${r.start} and created_at < ${r.end} and status <> 'PERSON_NOT_FOUND'
      and ${inRegion(sql`region_id`, r.regionId)}`);
  return rows[0]!;
}

/** Orders written in the month (drafts left out), by type; the region is the lawyer's. */
export async function orderFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ type: string; n: number }>(sql`
    select o.type, count(*)::int as n
    from orders o join lawyers l on l.id = o.lawyer_id
    where o.created_at >= ${r.start} and o.created_at < ${r.end} and o.status <> 'DRAFT'
      and ${inRegion(sql`l.region_id`, r.regionId)}
    group by o.type`);
  return new Map(rows.map((x) => [x.type, x.n]));
}

/** Appeals filed in the month, by kind and status; a region's are those addressed to it. */
export async function appealFigures(db: Executor, r: MonthRange) {
  const region =
    r.regionId === undefined
      ? sql`true`
      : sql`exists (select 1 from appeal_regions ar where ar.appeal_id = a.id and ar.region_id = ${r.regionId})`;
  const { rows } = await db.execute<{ kind: string; status: string; n: number }>(sql`
    select a.kind, a.status, count(*)::int as n
    from appeals a
    where a.created_at >= ${r.start} and a.created_at < ${r.end} and ${region}
    group by a.kind, a.status`);
  return rows;
}

/** Lawyers by the status of their license, now (not a month's). */
export async function licenseFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ status: string; n: number }>(sql`
    select status, count(*)::int as n from lawyers
    where ${inRegion(sql`region_id`, r.regionId)}
    group by status`);
  return new Map(rows.map((x) => [x.status, x.n]));
}

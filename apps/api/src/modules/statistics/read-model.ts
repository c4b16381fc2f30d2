/**
 * The statistics queries: each figure counted from the records of a Tashkent month (created in it), for
 * the country or one region, on indexes of the month's range (created_at).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';

/** A Tashkent month: its first instant and the next month's, its first day and the next month's. */
export interface MonthRange {
  start: Date;
  end: Date;
  firstDay: string;
  nextFirstDay: string;
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

/**
 * Orders written in the month (drafts left out), by type; the region is the lawyer's (the country's count
 * needs no lawyer).
 */
export async function orderFigures(db: Executor, r: MonthRange) {
  const lawyerRegion =
    r.regionId === undefined
      ? sql``
      : sql`join lawyers l on l.id = o.lawyer_id and l.region_id = ${r.regionId}`;
  const { rows } = await db.execute<{ type: string; n: number }>(sql`
    select o.type, count(*)::int as n
    from orders o ${lawyerRegion}
    where o.created_at >= ${r.start} and o.created_at < ${r.end} and o.status <> 'DRAFT'
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

/**
 * Checklists handed over for payment in the month (FINISHED: the fee fixed), their fees in so'm; the region
 * is their investigator request's (kept on the checklist).
 */
export async function checklistFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ handedOver: number; fees: number }>(sql`
    select count(*)::int as "handedOver", coalesce(round(sum(fee_tiyin) / 100.0), 0)::bigint::int as fees
    from checklists
    where status = 'FINISHED' and finished_at >= ${r.start} and finished_at < ${r.end}
      and ${inRegion(sql`region_id`, r.regionId)}`);
  return rows[0]!;
}

/**
 * Lawyers' requests sent to a chamber in the month, by kind, and the average hours to decide them (over
 * every kind: the kinds' decision times summed, then divided), read in one statement.
 */
export async function lawyerRequestFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ kind: string; n: number; decided: number; seconds: number }>(sql`
    select kind, count(*)::int as n, count(decided_at)::int as decided,
           coalesce(sum(extract(epoch from decided_at - sent_at)), 0)::float8 as seconds
    from lawyer_requests
    where sent_at >= ${r.start} and sent_at < ${r.end} and ${inRegion(sql`region_id`, r.regionId)}
    group by kind`);
  const decided = rows.reduce((sum, x) => sum + x.decided, 0);
  const seconds = rows.reduce((sum, x) => sum + x.seconds, 0);
  return {
    byKind: new Map(rows.map((x) => [x.kind, x.n])),
    hours: decided === 0 ? 0 : Math.round(seconds / decided / 3600),
  };
}

/** Lawyers' current certificates ending in the month, and those already ended before it began. */
export async function certificateFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ expiring: number; expired: number }>(sql`
    select count(*) filter (where c.end_date >= ${r.firstDay}::date and c.end_date < ${r.nextFirstDay}::date)::int
             as expiring,
           count(*) filter (where c.end_date < ${r.firstDay}::date)::int as expired
    from lawyer_certificates c join lawyers l on l.id = c.lawyer_id
    where c.current and l.status <> 'INACTIVE_PERMANENT' and ${inRegion(sql`l.region_id`, r.regionId)}`);
  return rows[0]!;
}

/**
 * Half-year reports the director signed in the month (its last signature), and of those, the ones signed
 * after their half-year's due date (10 July, 10 January).
 */
export async function halfYearReportFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ submitted: number; late: number }>(sql`
    select count(*)::int as submitted,
           count(*) filter (where signed_on > case half when 1 then make_date(year, 7, 10)
                                                         else make_date(year + 1, 1, 10) end)::int as late
    from half_year_reports
    where signed_on >= ${r.firstDay}::date and signed_on < ${r.nextFirstDay}::date
      and ${inRegion(sql`region_id`, r.regionId)}`);
  return rows[0]!;
}

/** Candidates' filings made in the month, internships begun in it, and interns at work now. */
export async function candidateFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ filed: number; internsStarted: number; internsActive: number }>(sql`
    select (select count(*)::int from candidate_documents
             where created_at >= ${r.start} and created_at < ${r.end}
               and ${inRegion(sql`region_id`, r.regionId)}) as filed,
           (select count(*)::int from internships
             where start_date >= ${r.firstDay}::date and start_date < ${r.nextFirstDay}::date
               and ${inRegion(sql`region_id`, r.regionId)}) as "internsStarted",
           (select count(*)::int from internships
             where status = 'ACTIVE' and ${inRegion(sql`region_id`, r.regionId)}) as "internsActive"`);
  return rows[0]!;
}

/** Expertise requests made in the month, by their status now; the region is the lawyer's. */
export async function expertiseFigures(db: Executor, r: MonthRange) {
  const { rows } = await db.execute<{ status: string; n: number }>(sql`
    select e.status, count(*)::int as n
    from expertise_requests e join lawyers l on l.id = e.lawyer_id
    where e.created_at >= ${r.start} and e.created_at < ${r.end} and ${inRegion(sql`l.region_id`, r.regionId)}
    group by e.status`);
  return new Map(rows.map((x) => [x.status, x.n]));
}

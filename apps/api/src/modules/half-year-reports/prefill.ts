/**
 * The figures of a half-year report the portal computes from its own records (docs/domain.md "Half-year
 * reports", packages/domain HALF_YEAR_REPORT_PREFILLED): employments of the structure, its issued orders,
 * the appeals its lawyers took, and the state payments of agreed checklists on its orders. The director
 * keeps or corrects them and types in the rest.
 */
import { emptyReportForms, type HalfYearReportForms, type ReportPeriod } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';

const n = (v: unknown) => Number(v ?? 0);

export async function prefillForms(
  db: Executor,
  contragentId: number,
  period: ReportPeriod,
  today: string,
): Promise<HalfYearReportForms> {
  const { from, to } = period;
  // The staff counted at the end of the half-year, or today while it runs.
  const end = to < today ? to : today;
  const local = (column: unknown) => sql`(${column} at time zone 'Asia/Tashkent')::date`;
  // Four one-row counts side by side: one statement and one row, whether `db` is a pool or a transaction.
  const { rows } = await db.execute<Record<string, string>>(sql`
    select * from (
      select
        count(*) filter (where start_date < ${from} and (end_date is null or end_date >= ${from})) as at_start,
        count(*) filter (where start_date between ${from} and ${to}) as joined,
        count(*) filter (where end_date between ${from} and ${to}) as left_,
        count(*) filter (where start_date <= ${end} and (end_date is null or end_date > ${end})) as at_end
      from employments where contragent_id = ${contragentId}
    ) staff, (
      select count(*) as issued,
        count(*) filter (where investigator_request_id is not null) as orders_state_funded,
        count(*) filter (where type = 'PAPER') as paper
      from orders
      where contragent_id = ${contragentId} and number is not null
        and order_date between ${from} and ${to}
    ) issued_orders, (
      select count(*) filter (where a.kind = 'PRO_BONO') as pro_bono,
        count(*) filter (where a.kind = 'STATE_FUNDED') as appeals_state_funded
      from appeals a
      where a.accepted_at is not null
        and ${local(sql`a.accepted_at`)} between ${from} and ${to}
        and exists (
          select 1 from employments e
          where e.lawyer_id = a.lawyer_id and e.contragent_id = ${contragentId}
            and e.start_date <= ${local(sql`a.accepted_at`)}
            and (e.end_date is null or e.end_date >= ${local(sql`a.accepted_at`)}))
    ) taken_appeals, (
      select coalesce(sum(c.fee_tiyin), 0) as fee_tiyin, count(*) as cases
      from checklists c join orders o on o.id = c.order_id
      where o.contragent_id = ${contragentId} and c.status = 'FINISHED'
        and ${local(sql`c.finished_at`)} between ${from} and ${to}
    ) payments`);
  const r = rows[0]!;
  const forms = emptyReportForms();
  forms.form1.lawyersAtStart = n(r.at_start);
  forms.form1.lawyersJoined = n(r.joined);
  forms.form1.lawyersLeft = n(r.left_);
  forms.form1.lawyersAtEnd = n(r.at_end);
  forms.form2.ordersIssued = n(r.issued);
  forms.form2.ordersStateFunded = n(r.orders_state_funded);
  forms.form2.ordersPaper = n(r.paper);
  forms.form2.appealsProBono = n(r.pro_bono);
  forms.form2.appealsStateFunded = n(r.appeals_state_funded);
  forms.form3.statePaymentsSum = Math.round(n(r.fee_tiyin) / 100);
  forms.form3.statePaidCases = n(r.cases);
  return forms;
}

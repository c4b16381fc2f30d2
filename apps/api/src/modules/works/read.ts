/**
 * The year of a lawyer's works (packages/contracts `worksSummary`): orders issued (numbered and not
 * cancelled) by their order date, checklists handed over for payment (FINISHED) by the Tashkent day they
 * were, with their fees; each by month and kind of legal aid, names in the caller's language.
 */
import type { Language, WorksFigures, WorksSummary } from '@portal/contracts';
import { tashkentDayStart, tashkentToday } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { lawyers, legalAidTypes } from '../../db/schema';
import { readTogether, type Executor } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { namedIn } from '../../http/localize';
import { lawyerName } from '../../people/lawyers';
import type { LegalAidCaller } from '../legal-aid';
import { worksLawyerId } from './policy';

type Line = {
  month: number;
  legal_aid_id: number | null;
  orders: number;
  checklists: number;
  fee_tiyin: string;
};

const zero = (): WorksFigures => ({ orders: 0, checklists: 0, feeTiyin: 0 });
const add = (to: WorksFigures, line: WorksFigures) => {
  to.orders += line.orders;
  to.checklists += line.checklists;
  to.feeTiyin += line.feeTiyin;
};

async function linesOf(db: Executor, lawyerId: number, year: number): Promise<Line[]> {
  const start = tashkentDayStart(`${year}-01-01`);
  const end = tashkentDayStart(`${year + 1}-01-01`);
  const { rows } = await db.execute<Line>(sql`
    with o as (
      select extract(month from order_date)::int as month, legal_aid_id, count(*)::int as orders
      from orders
      where lawyer_id = ${lawyerId} and status = 'CREATED'
        and order_date between ${`${year}-01-01`} and ${`${year}-12-31`}
      group by 1, 2),
    c as (
      select extract(month from finished_at at time zone 'Asia/Tashkent')::int as month, legal_aid_id,
             count(*)::int as checklists, sum(fee_tiyin) as fee_tiyin
      from checklists
      where lawyer_id = ${lawyerId} and status = 'FINISHED' and finished_at >= ${start} and finished_at < ${end}
      group by 1, 2)
    select coalesce(o.month, c.month) as month, coalesce(o.legal_aid_id, c.legal_aid_id) as legal_aid_id,
           coalesce(o.orders, 0) as orders, coalesce(c.checklists, 0) as checklists,
           coalesce(c.fee_tiyin, 0)::text as fee_tiyin
    from o full join c on o.month = c.month and o.legal_aid_id is not distinct from c.legal_aid_id
    order by 1, 2 nulls last`);
  return rows;
}

export async function worksSummary(
  db: Executor,
  caller: LegalAidCaller,
  lang: Language,
  year: number,
  now: Date,
): Promise<WorksSummary> {
  const lawyerId = worksLawyerId(caller);
  const thisYear = Number(tashkentToday(now).slice(0, 4));
  if (year > thisYear)
    throw new AppError('BUSINESS_RULE', {
      messageKey: 'works:futureYear',
      field: 'year',
      params: { year: thisYear },
    });
  const [lines, kinds, [lawyer], person] = await readTogether(db, [
    () => linesOf(db, lawyerId, year),
    () => db.select().from(legalAidTypes),
    () =>
      db
        .select({ certificateNumber: lawyers.certificateNumber })
        .from(lawyers)
        .where(eq(lawyers.id, lawyerId)),
    () => lawyerName(db, lawyerId),
  ]);
  const kindOf = (id: number | null) => {
    const row = id === null ? undefined : kinds.find((k) => k.id === id);
    return row ? namedIn(row, lang) : null;
  };
  const rows = lines.map((l) => ({
    month: l.month,
    legalAid: kindOf(l.legal_aid_id),
    orders: l.orders,
    checklists: l.checklists,
    feeTiyin: Number(l.fee_tiyin),
  }));
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...zero() }));
  const byKind = new Map<number | null, WorksSummary['kinds'][number]>();
  const total = zero();
  for (const row of rows) {
    add(months[row.month - 1]!, row);
    const id = row.legalAid?.id ?? null;
    if (!byKind.has(id)) byKind.set(id, { legalAid: row.legalAid, ...zero() });
    add(byKind.get(id)!, row);
    add(total, row);
  }
  return {
    year,
    lawyer: { name: person.name, certificateNumber: lawyer?.certificateNumber ?? '' },
    rows,
    months,
    kinds: [...byKind.values()].sort((a, b) => (a.legalAid?.id ?? 1e9) - (b.legalAid?.id ?? 1e9)),
    total,
  };
}

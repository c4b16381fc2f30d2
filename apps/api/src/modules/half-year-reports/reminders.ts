/**
 * The half-year report reminders (docs/domain.md "Half-year reports"): 10, 3 and 1 days before a due date
 * (10 July, 10 January) every director whose structure has not handed in (signed) its report gets one
 * notification, once each: the row of half_year_report_reminders is the proof, so two job processes racing
 * on the same day send it once. The daily job (jobs/handlers.ts `report-reminders`) runs the sweep.
 */
import { formatDate, HALF_YEAR_REPORT_HANDED_IN, reportReminderOn } from '@portal/domain';
import { and, eq, isNull, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contragents, contragentTypes, halfYearReportReminders, halfYearReports } from '../../db/schema';
import { eachInOwnTransaction } from '../../kit/transaction';
import { notices, notify } from '../notifications';
import { periodParams } from './notices';
import { mustReport } from './policy';

const reminderNotice = notices('reports', 'contragent');
const notHandedIn = or(
  isNull(halfYearReports.id),
  notInArray(halfYearReports.status, [...HALF_YEAR_REPORT_HANDED_IN]),
);

/** Sends the reminders due on `today` ('YYYY-MM-DD', Tashkent); answers how many were sent now. */
export async function sweepReportReminders(db: Database, today: string): Promise<number> {
  const due = reportReminderOn(today);
  if (!due) return 0;
  const { period, daysBefore } = due;
  const ofPeriod = (contragentId: typeof contragents.id | number) =>
    and(
      eq(halfYearReports.contragentId, contragentId),
      eq(halfYearReports.year, period.year),
      eq(halfYearReports.half, period.half),
    );
  const candidates = await db
    .select({ id: contragents.id, directorPersonId: contragents.directorPersonId })
    .from(contragents)
    .innerJoin(contragentTypes, eq(contragentTypes.id, contragents.typeId))
    .leftJoin(halfYearReports, ofPeriod(contragents.id))
    .where(and(mustReport(), notHandedIn));
  return eachInOwnTransaction(db, candidates, async (tx, c) => {
    // Signed meanwhile: no reminder.
    const [report] = await tx
      .select({ status: halfYearReports.status })
      .from(halfYearReports)
      .where(ofPeriod(c.id));
    if (report && (HALF_YEAR_REPORT_HANDED_IN as readonly string[]).includes(report.status)) return false;
    const [row] = await tx
      .insert(halfYearReportReminders)
      .values({ contragentId: c.id, year: period.year, half: period.half, daysBefore })
      .onConflictDoNothing()
      .returning({ id: halfYearReportReminders.contragentId });
    if (!row) return false;
    await notify(
      tx,
      reminderNotice(c.directorPersonId!, 'REPORT_REMINDER', c.id, {
        ...periodParams(period),
        due: formatDate(period.due),
        days: daysBefore,
      }),
    );
    return true;
  });
}

/**
 * Half-year reports (decisions.md "Half-year report", docs/domain.md "Half-year reports"): the periods and
 * their due dates, the four forms (which figures each holds, which the portal prefills from its own
 * records), the sums a chamber sees, and when the reminders go out.
 */
import { daysUntil } from './certificates';

/** The figures of each form, in the order the screens and the PDF show them. All are whole numbers ≥ 0. */
export const HALF_YEAR_REPORT_FORMS = {
  /** Form 1: staff and lawyers. */
  form1: ['lawyersAtStart', 'lawyersJoined', 'lawyersLeft', 'lawyersAtEnd', 'interns', 'supportStaff'],
  /** Form 2: legal aid given, by kind. */
  form2: [
    'ordersIssued',
    'ordersStateFunded',
    'ordersPaper',
    'appealsProBono',
    'appealsStateFunded',
    'consultations',
  ],
  /** Form 3: money, in whole so'm. */
  form3: ['feesReceivedSum', 'statePaymentsSum', 'statePaidCases'],
  /** Form 4: complaints, disciplinary cases, training. */
  form4: ['complaintsReceived', 'complaintsUpheld', 'disciplinaryCases', 'trainingHours'],
} as const;

export type HalfYearReportFormKey = keyof typeof HALF_YEAR_REPORT_FORMS;
export const HALF_YEAR_REPORT_FORM_KEYS = Object.keys(HALF_YEAR_REPORT_FORMS) as HalfYearReportFormKey[];
export type HalfYearReportForms = {
  [F in HalfYearReportFormKey]: Record<(typeof HALF_YEAR_REPORT_FORMS)[F][number], number>;
};

/**
 * The figures the portal computes from its own records of the half-year (the rest the director types in):
 * employments, orders of the structure, appeals its lawyers took, state payments of agreed checklists.
 */
export const HALF_YEAR_REPORT_PREFILLED: readonly string[] = [
  'lawyersAtStart',
  'lawyersJoined',
  'lawyersLeft',
  'lawyersAtEnd',
  'ordersIssued',
  'ordersStateFunded',
  'ordersPaper',
  'appealsProBono',
  'appealsStateFunded',
  'statePaymentsSum',
  'statePaidCases',
];

/** Every figure zero. */
export function emptyReportForms(): HalfYearReportForms {
  const out = {} as Record<string, Record<string, number>>;
  for (const form of HALF_YEAR_REPORT_FORM_KEYS)
    out[form] = Object.fromEntries(HALF_YEAR_REPORT_FORMS[form].map((f) => [f, 0]));
  return out as HalfYearReportForms;
}

/** The sum of reports, figure by figure (a region's, the country's). */
export function sumReportForms(list: readonly HalfYearReportForms[]): HalfYearReportForms {
  const total = emptyReportForms() as unknown as Record<string, Record<string, number>>;
  for (const forms of list)
    for (const form of HALF_YEAR_REPORT_FORM_KEYS)
      for (const field of HALF_YEAR_REPORT_FORMS[form]) {
        const value = (forms[form] as Record<string, number> | undefined)?.[field] ?? 0;
        total[form]![field] = total[form]![field]! + value;
      }
  return total as unknown as HalfYearReportForms;
}

export type ReportHalf = 1 | 2;

/** A half-year: first January to June, due 10 July; second July to December, due 10 January after. */
export interface ReportPeriod {
  year: number;
  half: ReportHalf;
  /** First and last day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** The day the director's signed report is due. */
  due: string;
}

export function reportPeriod(year: number, half: ReportHalf): ReportPeriod {
  return half === 1
    ? { year, half, from: `${year}-01-01`, to: `${year}-06-30`, due: `${year}-07-10` }
    : { year, half, from: `${year}-07-01`, to: `${year}-12-31`, due: `${year + 1}-01-10` };
}

/** The first half-year the portal keeps reports for. */
export const FIRST_REPORT_YEAR = 2024;

/** The half-years that have begun by `today`, newest first (a report may be filled from its first day). */
export function startedReportPeriods(today: string): ReportPeriod[] {
  const out: ReportPeriod[] = [];
  const year = Number(today.slice(0, 4));
  for (let y = year; y >= FIRST_REPORT_YEAR; y--)
    for (const half of [2, 1] as const) {
      const p = reportPeriod(y, half);
      if (p.from <= today) out.push(p);
    }
  return out;
}

/** The half-year whose report is due next on `today` (due date today or later). */
export function nextDuePeriod(today: string): ReportPeriod {
  const year = Number(today.slice(0, 4));
  const candidates = [reportPeriod(year - 1, 2), reportPeriod(year, 1), reportPeriod(year, 2)];
  return candidates.find((p) => p.due >= today)!;
}

/** The days before the due date on which directors who have not signed are reminded, once each. */
export const REPORT_REMINDER_DAYS = [10, 3, 1] as const;

/** The reminder due on `today`, if it is 10, 3 or 1 days before a due date. */
export function reportReminderOn(today: string): { period: ReportPeriod; daysBefore: number } | null {
  const period = nextDuePeriod(today);
  const daysBefore = daysUntil(period.due, today);
  return (REPORT_REMINDER_DAYS as readonly number[]).includes(daysBefore) ? { period, daysBefore } : null;
}

/** The days a report not handed in is late on `today` (0 until the due date has passed). */
export function reportDaysLate(period: ReportPeriod, today: string): number {
  return Math.max(0, -daysUntil(period.due, today));
}

import { describe, expect, it } from 'vitest';
import {
  emptyReportForms,
  nextDuePeriod,
  reportDaysLate,
  reportPeriod,
  reportReminderOn,
  startedReportPeriods,
  sumReportForms,
} from './half-year-reports';

describe('half-year report periods', () => {
  it('the first half is due 10 July, the second 10 January of the next year', () => {
    expect(reportPeriod(2026, 1)).toEqual({
      year: 2026,
      half: 1,
      from: '2026-01-01',
      to: '2026-06-30',
      due: '2026-07-10',
    });
    expect(reportPeriod(2026, 2).due).toBe('2027-01-10');
    expect(nextDuePeriod('2027-01-10')).toMatchObject({ year: 2026, half: 2 });
    expect(nextDuePeriod('2027-01-11')).toMatchObject({ year: 2027, half: 1 });
    expect(nextDuePeriod('2026-07-11')).toMatchObject({ year: 2026, half: 2 });
  });

  it('reminds 10, 3 and 1 days before the due date and on no other day', () => {
    const days = ['2026-06-29', '2026-06-30', '2026-07-07', '2026-07-09', '2026-07-10', '2026-12-31'];
    expect(days.map((d) => reportReminderOn(d)?.daysBefore ?? null)).toEqual([null, 10, 3, 1, null, 10]);
    expect(reportReminderOn('2027-01-07')).toMatchObject({ period: { year: 2026, half: 2 }, daysBefore: 3 });
  });

  it('lists the half-years begun, newest first, and counts the days late', () => {
    expect(startedReportPeriods('2025-07-01').map((p) => `${p.year}/${p.half}`)).toEqual([
      '2025/2',
      '2025/1',
      '2024/2',
      '2024/1',
    ]);
    expect(reportDaysLate(reportPeriod(2026, 1), '2026-07-10')).toBe(0);
    expect(reportDaysLate(reportPeriod(2026, 1), '2026-07-13')).toBe(3);
  });

  it('sums reports figure by figure', () => {
    const a = emptyReportForms();
    a.form2.ordersIssued = 3;
    a.form3.statePaymentsSum = 150_000;
    const b = emptyReportForms();
    b.form2.ordersIssued = 4;
    b.form4.trainingHours = 12;
    const sum = sumReportForms([a, b]);
    expect(sum.form2.ordersIssued).toBe(7);
    expect(sum.form3.statePaymentsSum).toBe(150_000);
    expect(sum.form4.trainingHours).toBe(12);
    expect(sum.form1.lawyersAtEnd).toBe(0);
  });
});

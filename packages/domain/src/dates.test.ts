import { afterEach, describe, expect, it } from 'vitest';
import {
  DISPLAY_DATE_FORMAT,
  formatDate,
  formatDateTime,
  isIsoDate,
  isValidCalendarDate,
  parseDisplayDate,
  tashkentDayStart,
  tashkentInstant,
  tashkentMonth,
  tashkentToday,
} from './dates';
import { itMapsEach } from './test-cases';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Time zones far from Tashkent and on both sides of UTC, and Tashkent's own. */
const ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tashkent'];

/** Runs `fn` with the process in each of the {@link ZONES}. */
function inEachZone(fn: () => void) {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    fn();
  }
}

/** `fn` run in each of the {@link ZONES}: its answer when all zones agree, else every zone's answer. */
function inEveryZone<I, O>(fn: (value: I) => O): (value: I) => O | string {
  return (value) => {
    const answers = ZONES.map((zone) => {
      process.env.TZ = zone;
      return fn(value);
    });
    const agreed = answers.every((answer) => answer === answers[0]);
    return agreed ? answers[0]! : ZONES.map((zone, i) => `${zone}: ${String(answers[i])}`).join(', ');
  };
}

describe('formatDate', () => {
  it('shows dd-mm-yyyy', () => {
    expect(DISPLAY_DATE_FORMAT).toBe('dd-MM-yyyy');
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
  });

  itMapsEach(inEveryZone(formatDate), 'never shifts a date-only value, whatever the process time zone', [
    ['2026-01-01', '01-01-2026'],
    ['2025-12-31', '31-12-2025'],
    ['2028-02-29', '29-02-2028'],
  ]);

  itMapsEach(inEveryZone(formatDate), 'shows an instant as its day in Tashkent (UTC+5)', [
    ['2026-01-05T18:59:59Z', '05-01-2026'],
    ['2026-01-05T19:00:00Z', '06-01-2026'],
    ['2026-01-05T19:00:00.000Z', '06-01-2026'],
    [new Date('2025-12-31T20:30:00Z'), '01-01-2026'],
    ['2026-01-06T00:30:00+05:00', '06-01-2026'],
    ['2026-01-05T23:30:00-05:00', '06-01-2026'],
  ]);

  it('takes a timestamp without an offset as Tashkent wall-clock time', () => {
    inEachZone(() => {
      expect(formatDate('2026-01-05T23:30:00')).toBe('05-01-2026');
      expect(formatDateTime('2026-01-05 23:30')).toBe('05-01-2026 23:30');
    });
  });

  it('accepts a value already shown as dd-mm-yyyy', () => {
    expect(formatDate('05-03-2026')).toBe('05-03-2026');
  });

  it('returns an empty string for null, undefined and invalid values', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yesterday',
      '2026-02-31',
      '2026-13-01',
      '31-02-2026',
      '2026-01-05T25:00:00Z',
      new Date(Number.NaN),
    ]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  it('shows dd-mm-yyyy HH:mm in Tashkent time', () => {
    inEachZone(() => {
      expect(formatDateTime('2026-01-05T19:07:00Z')).toBe('06-01-2026 00:07');
      expect(formatDateTime(new Date('2026-07-01T04:05:59Z'))).toBe('01-07-2026 09:05');
    });
  });

  it('shows a date-only value without inventing a time', () => {
    expect(formatDateTime('2026-03-05')).toBe('05-03-2026');
  });
});

describe('parseDisplayDate', () => {
  itMapsEach(parseDisplayDate, 'turns dd-mm-yyyy into an ISO date', [
    ['05-03-2026', '2026-03-05'],
    [' 29-02-2028 ', '2028-02-29'],
    ['05.03.2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
  ]);

  itMapsEach(
    parseDisplayDate,
    'rejects days that do not exist and other shapes',
    [
      '31-02-2026',
      '29-02-2026',
      '31-04-2026',
      '00-01-2026',
      '01-13-2026',
      '01-00-2026',
      '2026-03-05',
      '05-03-26',
      '05-03-2026x',
      '',
    ].map((text) => [text, null]),
  );

  it('is the inverse of formatDate for date-only values', () => {
    for (const iso of ['2000-02-29', '1999-12-31', '2026-01-01']) {
      expect(parseDisplayDate(formatDate(iso))).toBe(iso);
    }
  });
});

describe('tashkentToday', () => {
  it('is the date in Tashkent, which turns at 19:00 UTC', () => {
    inEachZone(() => {
      expect(tashkentToday(new Date('2026-01-05T18:59:59.999Z'))).toBe('2026-01-05');
      expect(tashkentToday(new Date('2026-01-05T19:00:00Z'))).toBe('2026-01-06');
      expect(tashkentToday(new Date('2025-12-31T19:00:00Z'))).toBe('2026-01-01');
    });
  });

  it('defaults to now', () => {
    expect(tashkentToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('throws for an invalid date', () => {
    expect(() => tashkentToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('calendar checks', () => {
  it('knows leap years', () => {
    expect(isValidCalendarDate(2000, 2, 29)).toBe(true);
    expect(isValidCalendarDate(1900, 2, 29)).toBe(false);
    expect(isValidCalendarDate(2024, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2026, 2, 29)).toBe(false);
  });

  it('isIsoDate accepts only existing YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-04-30')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-4-30')).toBe(false);
    expect(isIsoDate('2026-04-30T00:00:00Z')).toBe(false);
  });
});

describe('tashkentDayStart', () => {
  it('is midnight in Tashkent (19:00 UTC the day before), days later across a month end', () => {
    expect(tashkentDayStart('2026-03-01').toISOString()).toBe('2026-02-28T19:00:00.000Z');
    expect(tashkentDayStart('2026-02-28', 1).toISOString()).toBe('2026-02-28T19:00:00.000Z');
  });
});

describe('Tashkent instants', () => {
  it('reads a day and a wall-clock time as Tashkent time, in any process time zone', () => {
    inEachZone(() => {
      expect(tashkentInstant('2026-03-10', '09:30')?.toISOString()).toBe('2026-03-10T04:30:00.000Z');
      expect(tashkentInstant('2026-03-10')?.toISOString()).toBe('2026-03-09T19:00:00.000Z');
    });
  });

  it('refuses a day that does not exist or a time that is not HH:mm', () => {
    expect(tashkentInstant('2026-02-30', '10:00')).toBeNull();
    expect(tashkentInstant('2026-03-10', '24:00')).toBeNull();
    expect(tashkentInstant('2026-03-10', '9:30')).toBeNull();
    expect(tashkentInstant('2026-03-10', '09:30:60')).toBeNull();
  });

  it('reads a wall-clock time with seconds', () => {
    expect(tashkentInstant('2026-03-10', '09:30:15')?.toISOString()).toBe('2026-03-10T04:30:15.000Z');
  });

  it('gives the bounds of a day filter: [day, next day)', () => {
    expect(tashkentDayStart('2026-12-31').toISOString()).toBe('2026-12-30T19:00:00.000Z');
    expect(tashkentDayStart('2026-12-31', 1).toISOString()).toBe('2026-12-31T19:00:00.000Z');
    expect(() => tashkentDayStart('31-12-2026')).toThrow(RangeError);
  });

  it('gives the Tashkent month of an instant, which turns at 19:00 UTC on the last day', () => {
    const dec = tashkentMonth(new Date('2026-12-31T18:59:59Z'));
    expect([dec.start.toISOString(), dec.end.toISOString()]).toEqual([
      '2026-11-30T19:00:00.000Z',
      '2026-12-31T19:00:00.000Z',
    ]);
    expect(tashkentMonth(new Date('2026-12-31T19:00:00Z')).start.toISOString()).toBe(
      '2026-12-31T19:00:00.000Z',
    );
  });
});

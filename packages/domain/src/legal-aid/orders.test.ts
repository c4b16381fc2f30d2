import { describe, expect, it } from 'vitest';
import { formatOrderNumber, isLateSent, lateSentDeadline, orderNumberYear } from './orders';

describe('order numbers', () => {
  it('reads year/sequence with six digits', () => {
    expect(formatOrderNumber(2026, 123)).toBe('2026/000123');
    expect(formatOrderNumber(2026, 1)).toBe('2026/000001');
    expect(formatOrderNumber(2027, 1_234_567)).toBe('2027/1234567');
  });

  it('refuses a sequence below 1 and a strange year', () => {
    expect(() => formatOrderNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatOrderNumber(26, 1)).toThrow(RangeError);
  });

  it('numbers in the Tashkent year: 31 December 20:00 UTC is already next year', () => {
    expect(orderNumberYear(new Date('2026-12-31T18:59:59Z'))).toBe(2026);
    expect(orderNumberYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
  });
});

describe('the late-sent flag', () => {
  it('gives the grounds document’s whole day and 24 hours more (end of next day, Tashkent)', () => {
    expect(lateSentDeadline('2026-03-10').toISOString()).toBe('2026-03-11T19:00:00.000Z');
    expect(isLateSent('2026-03-10', new Date('2026-03-10T08:00:00+05:00'))).toBe(false);
    expect(isLateSent('2026-03-10', new Date('2026-03-11T23:59:59+05:00'))).toBe(false);
    expect(isLateSent('2026-03-10', new Date('2026-03-12T00:00:00+05:00'))).toBe(true);
    expect(isLateSent('2026-03-10', new Date('2026-04-01T10:00:00+05:00'))).toBe(true);
  });

  it('refuses a grounds date that is not a date', () => {
    expect(() => isLateSent('10-03-2026', new Date())).toThrow(RangeError);
  });
});

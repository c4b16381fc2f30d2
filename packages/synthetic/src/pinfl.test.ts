import { describe, expect, it } from 'vitest';
import { buildPinfl, pinflCheckDigit, pinflLeadDigit, pinflSerial, syntheticPinfl } from './pinfl';

describe('pinfl builder', () => {
  it('computes the rumoured check digit: weights 7, 3, 1 repeating, sum mod 10', () => {
    // 3·7 + 1·3 + 4·1 + 0·7 + 3·3 + 8·1 + 5·7 + 6·3 + 0·1 + 0·7 + 4·3 + 1·1 + 1·7 = 118
    expect(pinflCheckDigit('3140385600411')).toBe('8');
    expect(pinflCheckDigit('0000000000000')).toBe('0');
    expect(pinflCheckDigit('1000000000000')).toBe('7');
    expect(() => pinflCheckDigit('123')).toThrow(RangeError);
  });

  it.each([
    ['MALE', 1985, '3'],
    ['FEMALE', 1985, '4'],
    ['MALE', 1900, '3'],
    ['FEMALE', 1999, '4'],
    ['MALE', 2000, '5'],
    ['FEMALE', 2008, '6'],
  ] as const)('lead digit of a %s born %i is %s', (gender, year, digit) => {
    expect(pinflLeadDigit(gender, year)).toBe(digit);
  });

  it('has no lead digit outside 1900-2099', () => {
    expect(() => pinflLeadDigit('MALE', 1899)).toThrow(RangeError);
    expect(() => pinflLeadDigit('FEMALE', 2100)).toThrow(RangeError);
  });

  it('lays out lead digit, DDMMYY and the tail', () => {
    expect(buildPinfl('FEMALE', '2000-02-29', '1234567')).toBe('62902001234567');
    expect(buildPinfl('MALE', '1985-03-14', '0000000')).toBe('31403850000000');
    expect(() => buildPinfl('MALE', '14.03.1985', '0000000')).toThrow(RangeError);
    expect(() => buildPinfl('MALE', '1985-03-14', '123456')).toThrow(RangeError);
  });

  it('builds synthetic pinfls that end with their check digit', () => {
    const pinfl = syntheticPinfl('MALE', '1985-03-14', '600411');
    expect(pinfl).toBe('31403856004118');
    expect(pinflSerial(pinfl)).toBe('600411');
    expect(pinflSerial('123')).toBeUndefined();
    expect(() => syntheticPinfl('MALE', '1985-03-14', '12345')).toThrow(RangeError);
  });
});

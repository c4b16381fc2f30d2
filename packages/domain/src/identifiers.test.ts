import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_REGEX,
  buildPinfl,
  isBankAccount,
  isLegalEntityTin,
  isMfo,
  isPassport,
  isPhone,
  isPinfl,
  isPostalIndex,
  isTin,
  MFO_REGEX,
  normalizePassport,
  normalizePhone,
  parsePinfl,
  PASSPORT_REGEX,
  PHONE_REGEX,
  PINFL_REGEX,
  POSTAL_INDEX_REGEX,
  TIN_REGEX,
} from './identifiers';

describe('format checks', () => {
  it.each([
    [
      'isPinfl',
      isPinfl,
      PINFL_REGEX,
      '31505901234567',
      ['3150590123456', '315059012345678', '3150590123456a', ''],
    ],
    ['isTin', isTin, TIN_REGEX, '123456789', ['12345678', '1234567890', '12345678O']],
    ['isMfo', isMfo, MFO_REGEX, '00014', ['0001', '000144', 'ab014']],
    [
      'isBankAccount',
      isBankAccount,
      BANK_ACCOUNT_REGEX,
      '20208000900123456001',
      ['2020800090012345600', '202080009001234560011'],
    ],
    [
      'isPassport',
      isPassport,
      PASSPORT_REGEX,
      'AA1234567',
      ['aa1234567', 'A1234567', 'AA123456', 'AA12345678', 'АА1234567', 'AA 1234567'],
    ],
    [
      'isPhone',
      isPhone,
      PHONE_REGEX,
      '+998901234567',
      ['998901234567', '+99890123456', '+9989012345678', '+997901234567'],
    ],
    ['isPostalIndex', isPostalIndex, POSTAL_INDEX_REGEX, '100084', ['10008', '1000841', '10008a']],
  ] as const)('%s', (_name, check, regex, good, bad) => {
    expect(check(good)).toBe(true);
    expect(regex.test(good)).toBe(true);
    for (const value of bad) {
      expect(check(value)).toBe(false);
      expect(regex.test(value)).toBe(false);
    }
  });

  it('rejects surrounding whitespace (values are stored trimmed)', () => {
    expect(isPinfl(' 31505901234567')).toBe(false);
    expect(isTin('123456789\n')).toBe(false);
  });

  it('isLegalEntityTin: 9 digits starting with 2 or 3', () => {
    expect(isLegalEntityTin('201234567')).toBe(true);
    expect(isLegalEntityTin('301234567')).toBe(true);
    expect(isLegalEntityTin('401234567')).toBe(false);
    expect(isLegalEntityTin('101234567')).toBe(false);
    expect(isLegalEntityTin('20123456')).toBe(false);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+998 90 123 45 67', '+998901234567'],
    ['+998 (90) 123-45-67', '+998901234567'],
    ['998901234567', '+998901234567'],
    ['998-90-123-45-67', '+998901234567'],
    ['  +998901234567  ', '+998901234567'],
    ['90 123-45-67', '+998901234567'],
    ['(71) 207.00.00', '+998712070000'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '+7 901 234 56 78',
    '+998 90 123 45 6',
    '+998 90 123 45 678',
    '+901234567',
    '90 123 45 6x',
    '8 90 123 45 67',
  ])('rejects %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('normalizePassport', () => {
  it('drops spaces and capitalises', () => {
    expect(normalizePassport(' aa 1234567 ')).toBe('AA1234567');
    expect(normalizePassport('AB1234567')).toBe('AB1234567');
  });

  it('rejects other shapes', () => {
    expect(normalizePassport('A12345678')).toBeNull();
    expect(normalizePassport('AA-1234567')).toBeNull();
  });
});

describe('parsePinfl', () => {
  it('reads gender and century from the first digit and the birth date from digits 2-7', () => {
    expect(parsePinfl('31505901234567')).toEqual({ gender: 'MALE', birthDate: '1990-05-15' });
    expect(parsePinfl('42912851234567')).toEqual({ gender: 'FEMALE', birthDate: '1985-12-29' });
    expect(parsePinfl('50101051234567')).toEqual({ gender: 'MALE', birthDate: '2005-01-01' });
    expect(parsePinfl('63112001234567')).toEqual({ gender: 'FEMALE', birthDate: '2000-12-31' });
    expect(parsePinfl('10203991234567')).toEqual({ gender: 'MALE', birthDate: '1899-03-02' });
    expect(parsePinfl('20203991234567')).toEqual({ gender: 'FEMALE', birthDate: '1899-03-02' });
  });

  it('knows leap years per century', () => {
    expect(parsePinfl('42902001234567')).toBeNull(); // 29-02-1900: not a leap year
    expect(parsePinfl('52902001234567')).toEqual({ gender: 'MALE', birthDate: '2000-02-29' });
    expect(parsePinfl('32902961234567')).toEqual({ gender: 'MALE', birthDate: '1996-02-29' });
    expect(parsePinfl('32902971234567')).toBeNull();
  });

  it('returns null for impossible dates, unknown first digits and wrong formats', () => {
    for (const value of [
      '33102901234567', // 31-02
      '30005901234567', // day 00
      '31513901234567', // month 13
      '01505901234567',
      '71505901234567',
      '91505901234567',
      '3150590123456',
      '3150590123456X',
      '',
    ]) {
      expect(parsePinfl(value)).toBeNull();
    }
  });
});

describe('buildPinfl', () => {
  it('lays out gender/century digit, DDMMYY and the tail', () => {
    expect(buildPinfl('MALE', '1990-05-15', '0123456')).toBe('31505900123456');
    expect(buildPinfl('FEMALE', '1990-05-15', '0123456')).toBe('41505900123456');
    expect(buildPinfl('MALE', '2004-11-03', '2600017')).toBe('50311042600017');
    expect(buildPinfl('FEMALE', '2004-11-03', '2600017')).toBe('60311042600017');
    expect(buildPinfl('MALE', '1899-01-31', '0000000')).toBe('13101990000000');
  });

  it('round-trips through parsePinfl', () => {
    for (const [gender, birthDate] of [
      ['MALE', '1955-07-09'],
      ['FEMALE', '2000-02-29'],
      ['FEMALE', '1800-01-01'],
      ['MALE', '2099-12-31'],
    ] as const) {
      const pinfl = buildPinfl(gender, birthDate, '7654321');
      expect(isPinfl(pinfl)).toBe(true);
      expect(parsePinfl(pinfl)).toEqual({ gender, birthDate });
    }
  });

  it('throws for a bad birth date or tail', () => {
    expect(() => buildPinfl('MALE', '1990-02-30', '0123456')).toThrow(RangeError);
    expect(() => buildPinfl('MALE', '15-05-1990', '0123456')).toThrow(RangeError);
    expect(() => buildPinfl('MALE', '1799-12-31', '0123456')).toThrow(RangeError);
    expect(() => buildPinfl('MALE', '2100-01-01', '0123456')).toThrow(RangeError);
    expect(() => buildPinfl('MALE', '1990-05-15', '012345')).toThrow(RangeError);
    expect(() => buildPinfl('MALE', '1990-05-15', '01234567')).toThrow(RangeError);
    expect(() => buildPinfl('MALE', '1990-05-15', '012345a')).toThrow(RangeError);
  });
});

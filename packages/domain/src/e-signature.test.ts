import { describe, expect, it } from 'vitest';
import {
  base64ToUtf8,
  canChooseKeyCard,
  canonicalJson,
  formatAliasDate,
  formatKeyCardAlias,
  isKeyCardExpired,
  isSigningClientVersionSupported,
  parseAliasDate,
  parseKeyCardAlias,
  utf8ToBase64,
} from './e-signature';

describe('signing client version (spec: at least 3.37)', () => {
  it.each([
    [3, 37, true],
    [3, 41, true],
    [4, 0, true],
    [3, 36, false],
    [2, 99, false],
    [3, -1, false],
    [Number.NaN, 40, false],
  ])('%d.%d supported: %s', (major, minor, ok) => {
    expect(isSigningClientVersionSupported(major, minor)).toBe(ok);
  });
});

describe('key-card alias', () => {
  const alias =
    'CN=KARIMOV JASUR BAHODIROVICH,Name=JASUR,SURNAME=KARIMOV,o="ADOLAT HIMOYASI" MChJ, Toshkent,' +
    'uid=412345678,1.2.860.3.16.1.2=31403856004118,serialnumber=7A55DA6E,' +
    'validfrom=2025.01.01 00:00:00,validto=2027.12.31 23:59:59';

  it('reads every field of spec section 3 case-insensitively, commas inside values kept', () => {
    const card = parseKeyCardAlias(alias);
    expect(card).toMatchObject({
      cn: 'KARIMOV JASUR BAHODIROVICH',
      name: 'JASUR',
      surname: 'KARIMOV',
      o: '"ADOLAT HIMOYASI" MChJ, Toshkent',
      uid: '412345678',
      tin: '412345678',
      legalEntityTin: null,
      pinfl: '31403856004118',
      serialNumber: '7a55da6e',
    });
    // Tashkent time (UTC+5).
    expect(card.validFrom?.toISOString()).toBe('2024-12-31T19:00:00.000Z');
    expect(card.validTo?.toISOString()).toBe('2027-12-31T18:59:59.000Z');
  });

  it('shows the legal entity’s TIN when the key belongs to one', () => {
    const card = parseKeyCardAlias(
      'cn=X,uid=412345678,1.2.860.3.16.1.1=301234567,1.2.860.3.16.1.2=31403856004118',
    );
    expect(card).toMatchObject({ tin: '301234567', legalEntityTin: '301234567', uid: '412345678' });
  });

  it('leaves missing and malformed fields null instead of guessing', () => {
    const card = parseKeyCardAlias('cn=ONLY NAME,validto=2027.13.40 99:00:00,garbage');
    expect(card).toMatchObject({ cn: 'ONLY NAME', pinfl: null, tin: null, validFrom: null, validTo: null });
    expect(parseKeyCardAlias('').cn).toBe('');
  });

  it('writes what it reads back (the simulator writes aliases with formatKeyCardAlias)', () => {
    const validFrom = new Date('2025-03-01T04:05:06Z');
    const validTo = new Date('2027-02-28T18:59:59Z');
    const written = formatKeyCardAlias({
      cn: 'SAIDOVA MALIKA',
      name: 'MALIKA',
      surname: 'SAIDOVA',
      o: 'Samarqand, adliya',
      uid: '512345678',
      pinfl: '60621906004129',
      serialNumber: 'ABC123',
      validFrom,
      validTo,
    });
    expect(written).toContain('o=Samarqand adliya,');
    expect(written).toContain('validfrom=2025.03.01 09:05:06');
    const card = parseKeyCardAlias(written);
    expect(card).toMatchObject({ cn: 'SAIDOVA MALIKA', pinfl: '60621906004129', serialNumber: 'abc123' });
    expect(card.validFrom).toEqual(validFrom);
    expect(card.validTo).toEqual(validTo);
  });

  it('parses alias dates strictly', () => {
    expect(parseAliasDate('2026.02.29 10:00:00')).toBeNull();
    expect(parseAliasDate('2028.02.29 10:00:00')?.toISOString()).toBe('2028-02-29T05:00:00.000Z');
    expect(formatAliasDate(new Date('2026-11-23T20:30:00Z'))).toBe('2026.11.24 01:30:00');
  });
});

describe('expired keys (spec section 5)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const valid = {
    validFrom: new Date('2025-01-01'),
    validTo: new Date('2027-12-31'),
    pinfl: '31403856004118',
  };
  const expired = { ...valid, validTo: new Date('2026-11-23T11:59:59Z') };
  const notYet = { ...valid, validFrom: new Date('2026-11-24') };

  it('a key past its end or before its start is expired', () => {
    expect(isKeyCardExpired(valid, now)).toBe(false);
    expect(isKeyCardExpired(expired, now)).toBe(true);
    expect(isKeyCardExpired(notYet, now)).toBe(true);
  });

  it('an expired key cannot be chosen, except by the one exempt PINFL', () => {
    expect(canChooseKeyCard(valid, null, now)).toBe(true);
    expect(canChooseKeyCard(expired, null, now)).toBe(false);
    expect(canChooseKeyCard(expired, '', now)).toBe(false);
    expect(canChooseKeyCard(expired, '99999999999999', now)).toBe(false);
    expect(canChooseKeyCard(expired, expired.pinfl, now)).toBe(true);
  });

  it('a key without a PINFL cannot sign anybody in', () => {
    expect(canChooseKeyCard({ ...valid, pinfl: null }, null, now)).toBe(false);
  });
});

describe('canonical JSON (RFC 8785)', () => {
  it('sorts keys at every depth, drops whitespace, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,1,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('gives one text for equal documents built in any key order', () => {
    const one = { number: '2026/000123', person: { pinfl: '31403856004118', name: 'Karimov' }, amount: 1.5 };
    const two = { amount: 1.5, person: { name: 'Karimov', pinfl: '31403856004118' }, number: '2026/000123' };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it('writes numbers in their shortest form and leaves undefined properties out', () => {
    expect(canonicalJson({ n: 1e21, m: 0.1, z: -0, u: undefined })).toBe('{"m":0.1,"n":1e+21,"z":0}');
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow();
    expect(() => canonicalJson({ x: Number.POSITIVE_INFINITY })).toThrow();
    expect(() => canonicalJson(undefined)).toThrow();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow();
  });

  it('keeps Uzbek and Russian letters as they are; base64 round-trips their UTF-8 bytes', () => {
    const text = canonicalJson({ name: 'Yoʻldoshev Gʻayrat', ru: 'Ўзбекистон' });
    expect(text).toBe('{"name":"Yoʻldoshev Gʻayrat","ru":"Ўзбекистон"}');
    expect(base64ToUtf8(utf8ToBase64(text))).toBe(text);
    expect(utf8ToBase64('oʻ')).toBe(Buffer.from('oʻ', 'utf8').toString('base64'));
    expect(() => base64ToUtf8(Buffer.from([0xff, 0xfe]).toString('base64'))).toThrow();
  });
});

/**
 * E-signature rules shared by the SPA (the drawer and the signing dialog), the API (verification) and the
 * simulator (apps/gov-sim, which writes the key cards): the minimum signing-client version, the key-card
 * alias the signing client lists, the expired-key rule and the canonical JSON that documents are signed
 * as. integrations.md "E-signature client on the user's computer".
 */
import canonicalize from 'canonicalize';

/** Spec sections 5 and 9: the signing client must be at least version 3.37. */
export const MIN_SIGNING_CLIENT_VERSION = { major: 3, minor: 37 } as const;

/** Subject attribute holding a natural person's PINFL. */
export const PINFL_OID = '1.2.860.3.16.1.2';
/** Subject attribute holding a legal entity's TIN (absent for individuals). */
export const LEGAL_ENTITY_TIN_OID = '1.2.860.3.16.1.1';

/** The installed version as the signing client reports it: major*100+minor (integrations.md). */
export function signingClientVersionNumber(major: number, minor: number): number {
  return major * 100 + minor;
}

/** Whether a signing client of this version may be used (at least 3.37). */
export function isSigningClientVersionSupported(major: number, minor: number): boolean {
  if (!Number.isInteger(major) || !Number.isInteger(minor) || major < 0 || minor < 0) return false;
  return (
    signingClientVersionNumber(major, minor) >=
    signingClientVersionNumber(MIN_SIGNING_CLIENT_VERSION.major, MIN_SIGNING_CLIENT_VERSION.minor)
  );
}

/** "3.37": the minimum version as users read it. */
export function minSigningClientVersionText(): string {
  return `${MIN_SIGNING_CLIENT_VERSION.major}.${MIN_SIGNING_CLIENT_VERSION.minor}`;
}

/** The key-card fields of spec section 3 (CN, TIN, PINFL, UID, O, validFrom, validTo), read from the alias. */
export interface KeyCardFields {
  /** Common name: the holder's full name. */
  cn: string;
  name: string | null;
  surname: string | null;
  /** Organization, when the key belongs to someone acting for one. */
  o: string | null;
  /** The individual's TIN (UID attribute). */
  uid: string | null;
  /** The TIN shown on the card: the legal entity's TIN when present, else the individual's. */
  tin: string | null;
  /** The legal entity's TIN (OID 1.2.860.3.16.1.1), null for individuals. */
  legalEntityTin: string | null;
  /** OID 1.2.860.3.16.1.2. */
  pinfl: string | null;
  /** The certificate's serial number (hexadecimal, as the signing client writes it). */
  serialNumber: string | null;
  validFrom: Date | null;
  validTo: Date | null;
}

const ALIAS_PART_SEPARATOR = /,(?=\s*[a-z0-9.]+=)/i;
/** Signing-client alias dates: `YYYY.MM.DD HH:mm:ss`, Tashkent wall-clock time (UTC+5). */
const ALIAS_DATE = /^(\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const TASHKENT_OFFSET_MS = 5 * 3600_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** `2027.12.31 23:59:59` (Tashkent time) as an instant, or null when it is not such a date. */
export function parseAliasDate(text: string): Date | null {
  const m = ALIAS_DATE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - TASHKENT_OFFSET_MS;
  const check = new Date(utc + TASHKENT_OFFSET_MS);
  return check.getUTCDate() === d ? new Date(utc) : null;
}

/** An instant as a signing-client alias date (`YYYY.MM.DD HH:mm:ss`, Tashkent time). */
export function formatAliasDate(date: Date): string {
  const t = new Date(date.getTime() + TASHKENT_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}.${pad(t.getUTCMonth() + 1)}.${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/**
 * Reads the alias the signing client lists a key card with (integrations.md): `cn=…,name=…,surname=…,
 * o=…,uid=…,1.2.860.3.16.1.2=…,serialnumber=…,validfrom=YYYY.MM.DD HH:mm:ss,validto=…`. Names are read
 * case-insensitively; a value may contain commas as long as none is followed by `name=`.
 */
export function parseKeyCardAlias(alias: string): KeyCardFields {
  const values = new Map<string, string>();
  for (const part of alias.split(ALIAS_PART_SEPARATOR)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (!values.has(key)) values.set(key, value);
  }
  const get = (key: string) => {
    const value = values.get(key);
    return value === undefined || value === '' ? null : value;
  };
  const uid = get('uid');
  const legalEntityTin = get(LEGAL_ENTITY_TIN_OID);
  const validFrom = get('validfrom');
  const validTo = get('validto');
  return {
    cn: get('cn') ?? '',
    name: get('name'),
    surname: get('surname'),
    o: get('o'),
    uid,
    tin: legalEntityTin ?? uid,
    legalEntityTin,
    pinfl: get(PINFL_OID),
    serialNumber: get('serialnumber')?.toLowerCase() ?? null,
    validFrom: validFrom ? parseAliasDate(validFrom) : null,
    validTo: validTo ? parseAliasDate(validTo) : null,
  };
}

/** The fields a key card's alias is written from (the simulator writes aliases the way the real client does). */
export interface KeyCardAliasInput {
  cn: string;
  name?: string | null;
  surname?: string | null;
  o?: string | null;
  uid?: string | null;
  legalEntityTin?: string | null;
  pinfl?: string | null;
  serialNumber: string;
  validFrom: Date;
  validTo: Date;
}

/** Writes an alias as the signing client lists it; commas inside values are replaced by spaces. */
export function formatKeyCardAlias(input: KeyCardAliasInput): string {
  const clean = (v: string) => v.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  const parts: [string, string | null | undefined][] = [
    ['cn', input.cn],
    ['name', input.name],
    ['surname', input.surname],
    ['o', input.o],
    ['uid', input.uid],
    [LEGAL_ENTITY_TIN_OID, input.legalEntityTin],
    [PINFL_OID, input.pinfl],
    ['serialnumber', input.serialNumber.toLowerCase()],
    ['validfrom', formatAliasDate(input.validFrom)],
    ['validto', formatAliasDate(input.validTo)],
  ];
  return parts
    .filter((p): p is [string, string] => typeof p[1] === 'string' && p[1] !== '')
    .map(([k, v]) => `${k}=${clean(v)}`)
    .join(',');
}

/** Whether the key card is past its end of validity (or not yet valid) at `now`. */
export function isKeyCardExpired(
  card: Pick<KeyCardFields, 'validFrom' | 'validTo'>,
  now = new Date(),
): boolean {
  if (card.validTo && card.validTo.getTime() < now.getTime()) return true;
  return card.validFrom !== null && card.validFrom.getTime() > now.getTime();
}

/**
 * Spec section 5: an expired key shows the expired notice and cannot be chosen, except the keys of the one
 * exempt PINFL (configuration). A card without a PINFL cannot sign anybody in and cannot be chosen either.
 */
export function canChooseKeyCard(
  card: Pick<KeyCardFields, 'validFrom' | 'validTo' | 'pinfl'>,
  exemptPinfl: string | null | undefined,
  now = new Date(),
): boolean {
  if (!card.pinfl) return false;
  if (!isKeyCardExpired(card, now)) return true;
  return Boolean(exemptPinfl) && card.pinfl === exemptPinfl;
}

/**
 * The canonical JSON of a document (RFC 8785, JSON Canonicalization Scheme): object keys sorted, no
 * whitespace, numbers in their shortest form. Documents are signed as the UTF-8 bytes of this text, and
 * the server checks the signed content against the canonical JSON of what it stores, so the SPA and the
 * API must both use this function. Throws for what JSON cannot carry (NaN, Infinity, lone surrogates,
 * cycles) and for undefined.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('canonicalJson: the value has no JSON form');
  return text;
}

/** Base64 of the UTF-8 bytes of a text (what the signing client expects as `data_base64`). */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** The text of base64-encoded UTF-8 bytes; throws for text that is not base64 or not UTF-8. */
export function base64ToUtf8(base64: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

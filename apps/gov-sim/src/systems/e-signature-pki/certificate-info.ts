/**
 * Certificate names and dates the way the verification server writes them (integrations.md): subject and
 * issuer as `{CN, O, UID, "1.2.860.3.16.1.2", …}` objects and `CN=…,O=…` strings, dates as
 * `YYYY-MM-DD HH:mm:ss` in Tashkent time.
 */
import type { pkijs } from './crypto-engine';
import { asn1js } from './crypto-engine';

/** Short names of the subject attributes the key cards carry; any other attribute is written by its OID. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SURNAME',
  '2.5.4.41': 'NAME',
  '2.5.4.42': 'GIVENNAME',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'T',
  '0.9.2342.19200300.100.1.1': 'UID',
};

function textOf(value: unknown): string {
  const v = value as { valueBlock?: { value?: unknown } } | undefined;
  if (v instanceof asn1js.BaseStringBlock) return v.getValue();
  const inner = v?.valueBlock?.value;
  return typeof inner === 'string' ? inner : '';
}

/** The attributes of a name as `{CN: …, UID: …, "1.2.860.3.16.1.2": …}` (first value of each). */
export function nameInfo(name: pkijs.RelativeDistinguishedNames): Record<string, string> {
  const info: Record<string, string> = {};
  for (const attribute of name.typesAndValues) {
    const key = SHORT_NAMES[attribute.type] ?? attribute.type;
    if (!(key in info)) info[key] = textOf(attribute.value);
  }
  return info;
}

/** A name as `CN=…,UID=…,1.2.860.3.16.1.2=…`, in the certificate's order. */
export function nameText(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues.map((a) => `${SHORT_NAMES[a.type] ?? a.type}=${textOf(a.value)}`).join(',');
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant as `YYYY-MM-DD HH:mm:ss`, Tashkent time (UTC+5), the verification server's date format. */
export function serverDate(date: Date): string {
  const t = new Date(date.getTime() + 5 * 3600_000);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

export function notBeforeOf(certificate: pkijs.Certificate): Date {
  return certificate.notBefore.value;
}

export function notAfterOf(certificate: pkijs.Certificate): Date {
  return certificate.notAfter.value;
}

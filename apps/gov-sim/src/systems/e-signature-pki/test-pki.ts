/**
 * The simulator's public-key infrastructure: a test CA that the verification server trusts, a second CA it
 * does not trust, and the key cards (password-protected PFX files) of the demo personas.
 *
 * Everything is derived from the population seed, so every start (and every test) holds the same keys:
 * the private keys are ECDSA P-256 scalars computed from the seed, certificate serial numbers too, and
 * the validity of the personas' keys runs from 1 January of last year to 31 December of next year
 * (Tashkent time). A signature stored once therefore still verifies after the simulator restarts.
 */
import { createECDH, createHmac } from 'node:crypto';
import { formatKeyCardAlias, PINFL_OID, LEGAL_ENTITY_TIN_OID } from '@portal/domain';
import {
  DEMO_PERSONAS,
  type DemoPersonaKey,
  type SyntheticPerson,
  type SyntheticPopulation,
} from '@portal/synthetic';
import {
  crypto,
  type CryptoKeyPair,
  EC_KEY_ALGORITHM,
  EC_SIGNING_ALGORITHM,
  pkijs,
  serialHex,
  x509,
} from './crypto-engine';
import { createPfx } from './pfx';

/** The password of every simulated key card (the developer page of the signing client shows it). */
export const KEY_CARD_PASSWORD = '12345678';

/** Which key cards the signing client holds besides one valid card per demo persona. */
export type KeyCardKind = 'valid' | 'legal-entity' | 'expired' | 'untrusted';

export interface KeyCard {
  /** Stable id: `<persona>` for the valid card, `<persona>-<kind>` for the others. */
  id: string;
  persona: DemoPersonaKey;
  kind: KeyCardKind;
  /** Where the signing client says the file lies (`list_all_certificates`). */
  disk: string;
  path: string;
  name: string;
  /** The certificate subject as text, as `list_all_certificates` gives it. */
  alias: string;
  pinfl: string;
  /** The TIN the card shows: the legal entity's for a legal-entity key, else the individual's. */
  tin: string;
  cn: string;
  serialNumber: string;
  validFrom: Date;
  validTo: Date;
  /** The PFX file, protected by {@link KEY_CARD_PASSWORD}. */
  pfx: Uint8Array;
}

export interface CertificateAuthority {
  name: string;
  certificate: pkijs.Certificate;
  keys: CryptoKeyPair;
}

export interface TestPki {
  /** The CA the verification server trusts. */
  trustedCa: CertificateAuthority;
  /** A CA nobody trusts; it issued one key card. */
  untrustedCa: CertificateAuthority;
  keyCards: readonly KeyCard[];
}

/** The structure the `director` persona directs (apps/api/src/db/seed/seed-personas.ts), for the legal-entity key. */
const DIRECTOR_STRUCTURE = { name: '"ADOLAT HIMOYASI" ADVOKATLIK FIRMASI', stir: '301234567' };

/** The cards besides one valid card per persona. */
const EXTRA_CARDS: { persona: DemoPersonaKey; kind: Exclude<KeyCardKind, 'valid'> }[] = [
  { persona: 'director', kind: 'legal-entity' },
  { persona: 'intern', kind: 'expired' },
  { persona: 'no-mobile-id', kind: 'expired' },
  { persona: 'lawyer', kind: 'untrusted' },
];

const TASHKENT_OFFSET_MS = 5 * 3600_000;

function tashkentInstant(year: number, month: number, day: number, h = 0, m = 0, s = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, h, m, s) - TASHKENT_OFFSET_MS);
}

function secret(seed: string, label: string): Buffer {
  return createHmac('sha256', 'gov-sim e-signature').update(`${seed}\n${label}`).digest();
}

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** An ECDSA P-256 key pair whose private scalar is derived from the seed and the label. */
async function deterministicKeyPair(seed: string, label: string): Promise<CryptoKeyPair> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const d = secret(seed, `${label}#key#${attempt}`);
    let publicPoint: Buffer;
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(d);
      publicPoint = ecdh.getPublicKey();
    } catch {
      continue; // the scalar is out of range: derive the next one
    }
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(publicPoint.subarray(1, 33)),
      y: base64url(publicPoint.subarray(33, 65)),
    };
    const privateKey = await crypto.subtle.importKey(
      'jwk',
      { ...jwk, d: base64url(d) },
      EC_KEY_ALGORITHM,
      true,
      ['sign'],
    );
    const publicKey = await crypto.subtle.importKey('jwk', jwk, EC_KEY_ALGORITHM, true, ['verify']);
    return { privateKey, publicKey };
  }
  throw new Error(`no key could be derived for ${label}`);
}

/** A positive certificate serial number (8 bytes, hex, no leading zero) derived from the seed and the label. */
function deterministicSerial(seed: string, label: string): string {
  const bytes = secret(seed, `${label}#serial`).subarray(0, 8);
  bytes[0] = (bytes[0]! & 0x7f) | 0x10;
  return bytes.toString('hex');
}

const utf8 = (value: string) => [{ utf8String: value }];
const printable = (value: string) => [{ printableString: value }];

function toPkijs(certificate: x509.X509Certificate): pkijs.Certificate {
  return pkijs.Certificate.fromBER(certificate.rawData);
}

async function createCa(
  seed: string,
  label: string,
  name: string,
  organization: string,
): Promise<CertificateAuthority> {
  const keys = await deterministicKeyPair(seed, label);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: deterministicSerial(seed, label),
    name: new x509.Name([
      { '2.5.4.6': printable('UZ') },
      { '2.5.4.10': utf8(organization) },
      { '2.5.4.3': utf8(name) },
    ]),
    notBefore: tashkentInstant(2020, 1, 1),
    notAfter: tashkentInstant(2045, 12, 31, 23, 59, 59),
    keys,
    signingAlgorithm: EC_SIGNING_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { name, certificate: toPkijs(certificate), keys };
}

function upper(text: string): string {
  return text.toLocaleUpperCase('uz');
}

async function createKeyCard(options: {
  seed: string;
  person: SyntheticPerson;
  persona: DemoPersonaKey;
  kind: KeyCardKind;
  ca: CertificateAuthority;
  caCertificate: x509.X509Certificate;
  year: number;
}): Promise<KeyCard> {
  const { seed, person, persona, kind, ca, year } = options;
  const id = kind === 'valid' ? persona : `${persona}-${kind}`;
  const keys = await deterministicKeyPair(seed, `card:${id}`);
  const serialNumber = deterministicSerial(seed, `card:${id}`);
  const validFrom = kind === 'expired' ? tashkentInstant(year - 3, 1, 1) : tashkentInstant(year - 1, 1, 1);
  const validTo =
    kind === 'expired'
      ? tashkentInstant(year - 1, 12, 31, 23, 59, 59)
      : tashkentInstant(year + 1, 12, 31, 23, 59, 59);
  const cn = upper(`${person.surname} ${person.firstName} ${person.patronymic}`);
  const legal = kind === 'legal-entity' ? DIRECTOR_STRUCTURE : null;
  const subject: x509.JsonNameParams = [
    { '2.5.4.6': printable('UZ') },
    { '2.5.4.7': utf8(upper(person.district)) },
    ...(legal ? [{ '2.5.4.10': utf8(legal.name) }, { [LEGAL_ENTITY_TIN_OID]: printable(legal.stir) }] : []),
    { '2.5.4.3': utf8(cn) },
    { '2.5.4.41': utf8(upper(person.firstName)) },
    { '2.5.4.4': utf8(upper(person.surname)) },
    { '0.9.2342.19200300.100.1.1': printable(person.tin) },
    { [PINFL_OID]: printable(person.pinfl) },
  ];
  const issued = await x509.X509CertificateGenerator.create({
    serialNumber,
    subject: new x509.Name(subject),
    issuer: options.caCertificate.subject,
    notBefore: validFrom,
    notAfter: validTo,
    publicKey: keys.publicKey,
    signingKey: ca.keys.privateKey,
    signingAlgorithm: EC_SIGNING_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      await x509.AuthorityKeyIdentifierExtension.create(ca.keys.publicKey),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const certificate = toPkijs(issued);
  const serial = serialHex(certificate);
  const alias = formatKeyCardAlias({
    cn,
    name: upper(person.firstName),
    surname: upper(person.surname),
    o: legal?.name ?? null,
    uid: person.tin,
    legalEntityTin: legal?.stir ?? null,
    pinfl: person.pinfl,
    serialNumber: serial,
    validFrom,
    validTo,
  });
  return {
    id,
    persona,
    kind,
    disk: 'DSKEYS',
    path: 'DSKEYS',
    name: `DS${person.pinfl}${kind === 'valid' ? '' : `-${kind}`}`,
    alias,
    pinfl: person.pinfl,
    tin: legal?.stir ?? person.tin,
    cn,
    serialNumber: serial,
    validFrom,
    validTo,
    pfx: await createPfx({ certificate, privateKey: keys.privateKey, password: KEY_CARD_PASSWORD }),
  };
}

function currentTashkentYear(now: Date): number {
  return new Date(now.getTime() + TASHKENT_OFFSET_MS).getUTCFullYear();
}

async function buildTestPki(population: SyntheticPopulation, now: Date): Promise<TestPki> {
  const seed = population.seed;
  const year = currentTashkentYear(now);
  const trustedCa = await createCa(seed, 'ca:trusted', 'Portal test CA', 'Legal-aid portal simulator');
  const untrustedCa = await createCa(seed, 'ca:untrusted', 'Untrusted test CA', 'Unknown issuer');
  const trustedX509 = new x509.X509Certificate(trustedCa.certificate.toSchema().toBER(false));
  const untrustedX509 = new x509.X509Certificate(untrustedCa.certificate.toSchema().toBER(false));
  const plan: { persona: DemoPersonaKey; kind: KeyCardKind }[] = [
    ...DEMO_PERSONAS.map((p) => ({ persona: p.key, kind: 'valid' as const })),
    ...EXTRA_CARDS,
  ];
  const keyCards = await Promise.all(
    plan.map(({ persona, kind }) =>
      createKeyCard({
        seed,
        person: population.persona(persona),
        persona,
        kind,
        ca: kind === 'untrusted' ? untrustedCa : trustedCa,
        caCertificate: kind === 'untrusted' ? untrustedX509 : trustedX509,
        year,
      }),
    ),
  );
  return { trustedCa, untrustedCa, keyCards };
}

const cache = new Map<string, Promise<TestPki>>();

/** The PKI of a population (built once per seed and year, then shared by the signing client and the server). */
export function testPkiFor(population: SyntheticPopulation, now = new Date()): Promise<TestPki> {
  const key = `${population.seed}\n${currentTashkentYear(now)}`;
  let pki = cache.get(key);
  if (!pki) {
    pki = buildTestPki(population, now);
    cache.set(key, pki);
    pki.catch(() => cache.delete(key));
  }
  return pki;
}

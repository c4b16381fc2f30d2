/**
 * The portal's own reading of a PKCS#7 (CMS SignedData), with pkijs: the signed content and, for each
 * signer, its certificate's serial number, PINFL, TINs, name and validity, and the signing time. It does
 * not check signatures (real key cards use national algorithms that only the verification server
 * implements); it lets the portal cross-check what the verification server answered.
 */
import { webcrypto } from 'node:crypto';
import { LEGAL_ENTITY_TIN_OID, PINFL_OID } from '@portal/domain';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as never }));

const SIGNING_TIME_OID = '1.2.840.113549.1.9.5';
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.10': 'O',
  '0.9.2342.19200300.100.1.1': 'UID',
};

export interface SignerCertificate {
  /** Hexadecimal, lower case, no leading zeros (as the signing client and the server write it). */
  serialNumber: string;
  cn: string | null;
  o: string | null;
  pinfl: string | null;
  /** The individual's TIN (UID). */
  uid: string | null;
  legalEntityTin: string | null;
  validFrom: Date;
  validTo: Date;
}

export interface ParsedSigner {
  certificate: SignerCertificate | null;
  signingTime: Date | null;
}

export interface ParsedPkcs7 {
  /** The signed content when attached, else null. */
  content: Buffer | null;
  signers: ParsedSigner[];
}

/** Canonical form of a serial number: lower-case hex without leading zeros. */
export function normalizeSerial(serial: string): string {
  return serial
    .trim()
    .toLowerCase()
    .replace(/^0+(?=.)/, '');
}

function text(value: unknown): string | null {
  if (value instanceof asn1js.BaseStringBlock) return value.getValue();
  return null;
}

function certificateOf(signedData: pkijs.SignedData, signer: pkijs.SignerInfo): pkijs.Certificate | null {
  const sid = signer.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return null;
  for (const candidate of signedData.certificates ?? []) {
    if (
      candidate instanceof pkijs.Certificate &&
      candidate.issuer.isEqual(sid.issuer) &&
      candidate.serialNumber.isEqual(sid.serialNumber)
    ) {
      return candidate;
    }
  }
  return null;
}

function describe(certificate: pkijs.Certificate): SignerCertificate {
  const attributes = new Map<string, string>();
  for (const { type, value } of certificate.subject.typesAndValues) {
    const v = text(value);
    const name = ATTRIBUTE_NAMES[type] ?? type;
    if (v !== null && !attributes.has(name)) attributes.set(name, v);
  }
  return {
    serialNumber: normalizeSerial(
      Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex'),
    ),
    cn: attributes.get('CN') ?? null,
    o: attributes.get('O') ?? null,
    pinfl: attributes.get(PINFL_OID) ?? null,
    uid: attributes.get('UID') ?? null,
    legalEntityTin: attributes.get(LEGAL_ENTITY_TIN_OID) ?? null,
    validFrom: certificate.notBefore.value,
    validTo: certificate.notAfter.value,
  };
}

function signingTimeOf(signer: pkijs.SignerInfo): Date | null {
  const attribute = signer.signedAttrs?.attributes.find((a) => a.type === SIGNING_TIME_OID);
  const value: unknown = attribute?.values[0];
  return value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime ? value.toDate() : null;
}

function contentOf(signedData: pkijs.SignedData): Buffer | null {
  const eContent = signedData.encapContentInfo.eContent;
  if (!eContent) return null;
  if (eContent.idBlock.isConstructed) {
    const parts = (eContent.valueBlock.value as asn1js.OctetString[]).map((p) => p.valueBlock.valueHexView);
    return Buffer.concat(parts);
  }
  return Buffer.from(eContent.valueBlock.valueHexView);
}

/** Reads a base64 PKCS#7; null when it is not a CMS SignedData with at least one signer. */
export function parsePkcs7(base64: string): ParsedPkcs7 | null {
  const compact = base64.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  try {
    const contentInfo = pkijs.ContentInfo.fromBER(Buffer.from(compact, 'base64'));
    if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA) return null;
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    if (signedData.signerInfos.length === 0) return null;
    return {
      content: contentOf(signedData),
      signers: signedData.signerInfos.map((signer) => {
        const certificate = certificateOf(signedData, signer);
        return {
          certificate: certificate ? describe(certificate) : null,
          signingTime: signingTimeOf(signer),
        };
      }),
    };
  } catch {
    return null;
  }
}

/** Whether a certificate is valid at `at` (inclusive bounds). */
export function validAt(certificate: Pick<SignerCertificate, 'validFrom' | 'validTo'>, at: Date): boolean {
  return certificate.validFrom.getTime() <= at.getTime() && at.getTime() <= certificate.validTo.getTime();
}

/**
 * PKCS#7 / CMS SignedData as the signing client makes it (`create_pkcs7`): the data (attached unless
 * detached), signed attributes content type, signing time and message digest, SHA-256 with ECDSA, and the
 * signer's certificate.
 */
import {
  asn1js,
  crypto,
  type CryptoKey,
  EC_SIGNING_ALGORITHM,
  pkijs,
  serialHex,
  toHex,
} from './crypto-engine';

const DATA_OID = '1.2.840.113549.1.7.1';
const CONTENT_TYPE_OID = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST_OID = '1.2.840.113549.1.9.4';
const SIGNING_TIME_OID = '1.2.840.113549.1.9.5';

export interface CreatedPkcs7 {
  /** The DER of the ContentInfo, base64. */
  pkcs7Base64: string;
  /** The signer's signature value, hex. */
  signatureHex: string;
  /** The signer certificate's serial number, hex. */
  signerSerialNumber: string;
}

/** Signs `data` with `privateKey` (the key of `certificate`); the data are embedded unless `detached`. */
export async function createPkcs7(options: {
  data: Uint8Array;
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
  detached: boolean;
  signingTime?: Date;
}): Promise<CreatedPkcs7> {
  const digest = await crypto.subtle.digest('SHA-256', options.data);
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: DATA_OID,
      ...(options.detached ? {} : { eContent: new asn1js.OctetString({ valueHex: options.data }) }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: options.certificate.issuer,
          serialNumber: options.certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: CONTENT_TYPE_OID,
              values: [new asn1js.ObjectIdentifier({ value: DATA_OID })],
            }),
            new pkijs.Attribute({
              type: SIGNING_TIME_OID,
              values: [new asn1js.UTCTime({ valueDate: options.signingTime ?? new Date() })],
            }),
            new pkijs.Attribute({
              type: MESSAGE_DIGEST_OID,
              values: [new asn1js.OctetString({ valueHex: digest })],
            }),
          ],
        }),
      }),
    ],
    certificates: [options.certificate],
  });
  await signedData.sign(
    options.privateKey,
    0,
    EC_SIGNING_ALGORITHM.hash,
    // pkijs takes the DOM's BufferSource (backed by an ArrayBuffer, never a SharedArrayBuffer), as node's bytes are.
    options.detached ? (options.data as Uint8Array<ArrayBuffer>) : undefined,
  );
  const contentInfo = new pkijs.ContentInfo({
    contentType: pkijs.ContentInfo.SIGNED_DATA,
    content: signedData.toSchema(true),
  });
  return {
    pkcs7Base64: Buffer.from(contentInfo.toSchema().toBER(false)).toString('base64'),
    signatureHex: toHex(signedData.signerInfos[0]!.signature.valueBlock.valueHexView),
    signerSerialNumber: serialHex(options.certificate),
  };
}

/** The SignedData of a base64 PKCS#7, or null when the text is not one. */
export function parseSignedData(base64: string): pkijs.SignedData | null {
  const text = base64.replace(/\s+/g, '');
  if (text === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    const contentInfo = pkijs.ContentInfo.fromBER(Buffer.from(text, 'base64'));
    if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA) return null;
    return new pkijs.SignedData({ schema: contentInfo.content });
  } catch {
    return null;
  }
}

/** The signing time of a signer (its signed attribute), or null. */
export function signingTimeOf(signer: pkijs.SignerInfo): Date | null {
  const attribute = signer.signedAttrs?.attributes.find((a) => a.type === SIGNING_TIME_OID);
  const value = attribute?.values[0] as asn1js.UTCTime | asn1js.GeneralizedTime | undefined;
  return value && 'toDate' in value ? value.toDate() : null;
}

/** The message digest a signer signed (its signed attribute), hex, or null. */
export function messageDigestOf(signer: pkijs.SignerInfo): string | null {
  const attribute = signer.signedAttrs?.attributes.find((a) => a.type === MESSAGE_DIGEST_OID);
  const value = attribute?.values[0] as asn1js.OctetString | undefined;
  return value ? toHex(value.valueBlock.valueHexView) : null;
}

/** The certificate of the SignedData that a signer's IssuerAndSerialNumber names, or null. */
export function signerCertificateOf(
  signedData: pkijs.SignedData,
  signer: pkijs.SignerInfo,
): pkijs.Certificate | null {
  const sid = signer.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return null;
  for (const candidate of signedData.certificates ?? []) {
    if (!(candidate instanceof pkijs.Certificate)) continue;
    if (candidate.issuer.isEqual(sid.issuer) && candidate.serialNumber.isEqual(sid.serialNumber))
      return candidate;
  }
  return null;
}

/** The embedded (attached) content of a SignedData, or null when it is detached. */
export function attachedContentOf(signedData: pkijs.SignedData): Uint8Array | null {
  const eContent = signedData.encapContentInfo.eContent;
  if (!eContent) return null;
  // A constructed (BER, chunked) OCTET STRING: concatenate its pieces.
  if (eContent.idBlock.isConstructed) {
    const parts = (eContent.valueBlock.value as asn1js.OctetString[]).map((p) => p.valueBlock.valueHexView);
    return new Uint8Array(Buffer.concat(parts));
  }
  return new Uint8Array(eContent.valueBlock.valueHexView);
}

/**
 * Real CMS verification for the simulated verification server, with pkijs: the signature over the signed
 * attributes and the content digest, the chain to the trusted test CA, and the certificate's validity
 * (now, or at the signing time).
 */
import { messageDigestOf, signerCertificateOf, signingTimeOf } from '../e-signature-pki/cms';
import { nameInfo, nameText, notAfterOf, notBeforeOf, serverDate } from '../e-signature-pki/certificate-info';
import { pkijs, serialHex, toHex } from '../e-signature-pki/crypto-engine';

export interface SignerCheck {
  signer: pkijs.SignerInfo;
  certificate: pkijs.Certificate | null;
  /** Signature and content digest verify with the signer's certificate. */
  verified: boolean;
  /** The certificate chains to the trusted CA (validity dates aside). */
  certificateVerified: boolean;
  signingTime: Date | null;
  certificateValidAtSigningTime: boolean;
  certificateValidNow: boolean;
}

function validAt(certificate: pkijs.Certificate, date: Date): boolean {
  return (
    notBeforeOf(certificate).getTime() <= date.getTime() &&
    date.getTime() <= notAfterOf(certificate).getTime()
  );
}

async function chainsTo(certificate: pkijs.Certificate, trustedCa: pkijs.Certificate): Promise<boolean> {
  // Trust is checked on its own, at an instant inside the certificate's validity; validity is checked apart.
  const middle = new Date((notBeforeOf(certificate).getTime() + notAfterOf(certificate).getTime()) / 2);
  try {
    const engine = new pkijs.CertificateChainValidationEngine({
      trustedCerts: [trustedCa],
      certs: [certificate],
      checkDate: middle,
    });
    return (await engine.verify()).result;
  } catch {
    return false;
  }
}

/** Checks one signer of a SignedData. `data` is the content of a detached signature. */
export async function checkSigner(
  signedData: pkijs.SignedData,
  index: number,
  trustedCa: pkijs.Certificate,
  now: Date,
  data?: Uint8Array,
): Promise<SignerCheck> {
  const signer = signedData.signerInfos[index]!;
  const certificate = signerCertificateOf(signedData, signer);
  let verified = false;
  if (certificate) {
    try {
      const result = await signedData.verify({
        signer: index,
        checkChain: false,
        extendedMode: true,
        ...(data
          ? { data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer }
          : {}),
      });
      verified = result.signatureVerified === true;
    } catch {
      verified = false; // pkijs throws on a digest mismatch or a bad signature
    }
  }
  const signingTime = signingTimeOf(signer);
  return {
    signer,
    certificate,
    verified,
    certificateVerified: certificate ? await chainsTo(certificate, trustedCa) : false,
    signingTime,
    certificateValidAtSigningTime: Boolean(certificate && signingTime && validAt(certificate, signingTime)),
    certificateValidNow: Boolean(certificate && validAt(certificate, now)),
  };
}

async function publicKeyBase64(certificate: pkijs.Certificate): Promise<string> {
  return Buffer.from(certificate.subjectPublicKeyInfo.toSchema().toBER(false)).toString('base64');
}

/** A certificate as the verification server describes it (`pkcs7Info.signers[].certificate[]`). */
export async function certificateJson(certificate: pkijs.Certificate) {
  return {
    subjectInfo: nameInfo(certificate.subject),
    issuerInfo: nameInfo(certificate.issuer),
    serialNumber: serialHex(certificate),
    subjectName: nameText(certificate.subject),
    validFrom: serverDate(notBeforeOf(certificate)),
    validTo: serverDate(notAfterOf(certificate)),
    issuerName: nameText(certificate.issuer),
    publicKey: { keyAlgName: 'EC-P256', publicKey: await publicKeyBase64(certificate) },
    signature: {
      signAlgName: 'SHA256withECDSA',
      signature: toHex(certificate.signatureValue.valueBlock.valueHexView),
    },
  };
}

/** `subjectCertificateInfo` of the auth answer. */
export function subjectCertificateInfo(certificate: pkijs.Certificate) {
  return {
    serialNumber: serialHex(certificate),
    X500Name: nameText(certificate.subject),
    subjectName: nameInfo(certificate.subject),
    validFrom: serverDate(notBeforeOf(certificate)),
    validTo: serverDate(notAfterOf(certificate)),
  };
}

/** One entry of `pkcs7Info.signers`. */
export async function signerJson(check: SignerCheck, trustedCa: pkijs.Certificate) {
  const { signer, certificate } = check;
  const sid = signer.sid instanceof pkijs.IssuerAndSerialNumber ? signer.sid : null;
  const certificates = certificate
    ? [
        await certificateJson(certificate),
        ...(check.certificateVerified ? [await certificateJson(trustedCa)] : []),
      ]
    : [];
  return {
    signerId: {
      issuer: sid ? nameText(sid.issuer) : '',
      subjectSerialNumber: sid ? toHex(sid.serialNumber.valueBlock.valueHexView).replace(/^0+(?=.)/, '') : '',
    },
    signingTime: check.signingTime ? serverDate(check.signingTime) : null,
    signature: toHex(signer.signature.valueBlock.valueHexView),
    digest: messageDigestOf(signer),
    verified: check.verified,
    certificateVerified: check.certificateVerified,
    certificateValidAtSigningTime: check.certificateValidAtSigningTime,
    policyIdentifiers: [] as string[],
    certificate: certificates,
    ...(check.certificateVerified ? { trustedCertificate: await certificateJson(trustedCa) } : {}),
  };
}

/**
 * The crypto libraries of the e-signature simulators, wired to Node's WebCrypto once: pkijs (CMS,
 * PKCS#12, chain validation) and @peculiar/x509 (certificate generation), which needs reflect-metadata
 * loaded before it (stack-findings.md "Cryptography"). Import them from here, never directly.
 */
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** Node's WebCrypto key types (the project's TypeScript libs have no DOM). */
export type CryptoKey = webcrypto.CryptoKey;
export type CryptoKeyPair = webcrypto.CryptoKeyPair;

const crypto = webcrypto;
// The libraries are typed against the DOM's Crypto, which Node's WebCrypto implements.
pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: crypto as never }));
x509.cryptoProvider.set(crypto as never);

export { asn1js, crypto, pkijs, x509 };

/** ECDSA over P-256 with SHA-256: the standard algorithm the simulated key cards use. */
export const EC_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const EC_SIGNING_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** Lowercase hexadecimal of bytes. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('hex');
}

/** A certificate's serial number as the signing client and the verification server write it: hex, no leading zeros. */
export function serialHex(certificate: pkijs.Certificate): string {
  return toHex(certificate.serialNumber.valueBlock.valueHexView).replace(/^0+(?=.)/, '');
}

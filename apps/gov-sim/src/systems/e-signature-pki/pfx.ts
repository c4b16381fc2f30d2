/**
 * Key cards as PKCS#12 (PFX) files protected by a password, the way the signing client keeps them on a
 * disk: a shrouded (PBES2, AES-256-CBC) private-key bag and the certificate, with a password-based MAC
 * over the whole. Opening a card with a wrong password fails the MAC check.
 */
import { crypto, type CryptoKey, EC_KEY_ALGORITHM, pkijs } from './crypto-engine';

const KEY_BAG_ID = '1.2.840.113549.1.12.10.1.2'; // pkcs8ShroudedKeyBag
const CERT_BAG_ID = '1.2.840.113549.1.12.10.1.3'; // certBag
const ITERATIONS = 2048;

/** Opening a key card failed because the password does not open it. */
export class WrongPasswordError extends Error {
  constructor() {
    super('Incorrect password');
    this.name = 'WrongPasswordError';
  }
}

function passwordBytes(password: string): ArrayBuffer {
  return new TextEncoder().encode(password).buffer as ArrayBuffer;
}

/** A password-protected PFX holding `privateKey` and its `certificate`. */
export async function createPfx(options: {
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
  password: string;
}): Promise<Uint8Array> {
  const password = passwordBytes(options.password);
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', options.privateKey);
  const keyBag = new pkijs.PKCS8ShroudedKeyBag({ parsedValue: pkijs.PrivateKeyInfo.fromBER(pkcs8) });
  await keyBag.makeInternalValues({
    password,
    contentEncryptionAlgorithm: { name: 'AES-CBC', length: 256 } as never,
    hmacHashAlgorithm: 'SHA-256',
    iterationCount: ITERATIONS,
  });
  const safeContents = new pkijs.SafeContents({
    safeBags: [
      new pkijs.SafeBag({ bagId: KEY_BAG_ID, bagValue: keyBag }),
      new pkijs.SafeBag({
        bagId: CERT_BAG_ID,
        bagValue: new pkijs.CertBag({ parsedValue: options.certificate }),
      }),
    ],
  });
  const authenticatedSafe = new pkijs.AuthenticatedSafe({
    parsedValue: { safeContents: [{ privacyMode: 0, value: safeContents }] },
  });
  await authenticatedSafe.makeInternalValues({ safeContents: [{}] });
  const pfx = new pkijs.PFX({ parsedValue: { integrityMode: 0, authenticatedSafe } });
  await pfx.makeInternalValues({
    password,
    iterations: ITERATIONS,
    pbkdf2HashAlgorithm: { name: 'SHA-256' },
    hmacHashAlgorithm: 'SHA-256',
  });
  return new Uint8Array(pfx.toSchema().toBER(false));
}

/** The private key (ECDSA P-256, usable to sign) and certificate of a PFX; WrongPasswordError when the password is wrong. */
export async function openPfx(
  bytes: Uint8Array,
  password: string,
): Promise<{ certificate: pkijs.Certificate; privateKey: CryptoKey }> {
  const secret = passwordBytes(password);
  // pkijs takes the DOM's BufferSource (backed by an ArrayBuffer, never a SharedArrayBuffer), as node's bytes are.
  const pfx = pkijs.PFX.fromBER(bytes as Uint8Array<ArrayBuffer>);
  try {
    await pfx.parseInternalValues({ password: secret, checkIntegrity: true });
  } catch {
    throw new WrongPasswordError();
  }
  const authenticatedSafe = pfx.parsedValue?.authenticatedSafe;
  if (!authenticatedSafe) throw new Error('PFX without content');
  await authenticatedSafe.parseInternalValues({ safeContents: [{}] });
  const bags: pkijs.SafeBag[] = authenticatedSafe.parsedValue.safeContents.flatMap(
    (c: { value: pkijs.SafeContents }) => c.value.safeBags,
  );
  let certificate: pkijs.Certificate | undefined;
  let privateKey: CryptoKey | undefined;
  for (const bag of bags) {
    if (bag.bagId === CERT_BAG_ID)
      certificate = (bag.bagValue as pkijs.CertBag).parsedValue as pkijs.Certificate;
    if (bag.bagId === KEY_BAG_ID) {
      const keyBag = bag.bagValue as unknown as {
        parseInternalValues(p: { password: ArrayBuffer }): Promise<void>;
        parsedValue?: pkijs.PrivateKeyInfo;
      };
      try {
        await keyBag.parseInternalValues({ password: secret });
      } catch {
        throw new WrongPasswordError();
      }
      const der = keyBag.parsedValue!.toSchema().toBER(false);
      privateKey = await crypto.subtle.importKey('pkcs8', der, EC_KEY_ALGORITHM, false, ['sign']);
    }
  }
  if (!certificate || !privateKey) throw new Error('PFX without a key and its certificate');
  return { certificate, privateKey };
}

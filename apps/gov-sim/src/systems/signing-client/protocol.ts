/**
 * The signing client's message protocol (integrations.md "E-signature client on the user's computer"; its
 * messages and replies are the schemas of packages/integrations, signing-client.ts). `apikey` registers
 * the site's domains only when every key is the one issued for its domain
 * (GOV_SIM_SIGNING_CLIENT_API_KEYS); one wrong key fails with a reason and registers none. The real client
 * asks a key's password in its own window; the simulator cannot, so `pfx load_key` reads it from a fifth
 * argument, which the real client ignores (docs/domain.md). A wrong or missing password fails with a
 * reason naming the password. `pfx` and `pkcs7` calls from a browser page need its domain registered with
 * `apikey` first.
 */
import { randomBytes } from 'node:crypto';
import type {
  KeyCardsReply,
  LoadKeyReply,
  Pkcs7Reply,
  SigningClientReply,
  VersionReply,
} from '@portal/integrations';
import { createPkcs7 } from '../e-signature-pki/cms';
import type { CryptoKey, pkijs } from '../e-signature-pki/crypto-engine';
import { openPfx, WrongPasswordError } from '../e-signature-pki/pfx';
import type { KeyCard } from '../e-signature-pki/test-pki';

type Reply = SigningClientReply;

interface LoadedKey {
  card: KeyCard;
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
}

/** Largest document `create_pkcs7` signs (decoded bytes). */
const MAX_DATA_BYTES = 10 * 1024 * 1024;
/** Most keys loaded at once; the oldest is unloaded beyond it. */
const MAX_LOADED_KEYS = 1000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function fail(reason: string): Reply {
  return { success: false, reason };
}

function stringArgs(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return null;
  return value;
}

export interface SigningClientOptions {
  keyCards: readonly KeyCard[];
  version: { major: number; minor: number };
  /** The key issued for each site domain (lower case); `apikey` with any other pair is refused. */
  apiKeys: Readonly<Record<string, string>>;
}

/** One signing client: its key cards, the domains registered with `apikey` and the keys loaded. */
export class SigningClientProtocol {
  private readonly registeredDomains = new Set<string>();
  private readonly loadedKeys = new Map<string, LoadedKey>();

  constructor(private readonly options: SigningClientOptions) {}

  /**
   * Answers one message. `origin` is the browser page's Origin header (none for other programs);
   * `version` replaces the configured version for this connection.
   */
  async handle(raw: string, origin: string | undefined, version = this.options.version): Promise<Reply> {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return fail('Invalid message: JSON expected');
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return fail('Invalid message: {plugin, name, arguments} expected');
    }
    const { plugin, name } = message as { plugin?: unknown; name?: unknown };
    const args = stringArgs((message as { arguments?: unknown }).arguments);
    if (args === null) return fail('Invalid arguments: an array of strings expected');
    if (typeof name !== 'string') return fail('Invalid message: name expected');

    if (plugin === undefined || plugin === '') {
      if (name === 'version') {
        return {
          success: true,
          major: String(version.major),
          minor: String(version.minor),
        } satisfies VersionReply;
      }
      if (name === 'apikey') return this.apikey(args);
      return fail(`Unknown function: ${name}`);
    }
    if (origin !== undefined && !this.isRegistered(origin)) {
      return fail(`API key of the site ${hostOf(origin) ?? origin} is not registered (call apikey first)`);
    }
    if (plugin === 'pfx') {
      if (name === 'list_all_certificates') return this.listAllCertificates();
      if (name === 'load_key') return this.loadKey(args);
      if (name === 'unload_key') return this.unloadKey(args);
    }
    if (plugin === 'pkcs7' && name === 'create_pkcs7') return this.createPkcs7(args);
    return fail(`Unknown function: ${String(plugin)}.${name}`);
  }

  private apikey(args: string[]): Reply {
    if (args.length === 0 || args.length % 2 !== 0 || args.some((a) => a.trim() === '')) {
      return fail('Invalid API keys: pairs of domain and key expected');
    }
    const pairs: [string, string][] = [];
    for (let i = 0; i < args.length; i += 2) pairs.push([args[i]!.trim().toLowerCase(), args[i + 1]!.trim()]);
    // The real client checks each key against the domain it was issued for and registers nothing when
    // one does not match: the page then cannot use the keys at all.
    const wrong = pairs.find(([domain, key]) => this.options.apiKeys[domain] !== key);
    if (wrong) return fail(`Invalid API key for the domain ${wrong[0]}`);
    for (const [domain] of pairs) this.registeredDomains.add(domain);
    return { success: true };
  }

  private isRegistered(origin: string): boolean {
    const host = hostOf(origin);
    return host !== null && this.registeredDomains.has(host);
  }

  private listAllCertificates(): Reply {
    return {
      success: true,
      certificates: this.options.keyCards.map((c) => ({
        disk: c.disk,
        path: c.path,
        name: c.name,
        alias: c.alias,
      })),
    } satisfies KeyCardsReply;
  }

  private async loadKey(args: string[]): Promise<Reply> {
    const [disk, path, name, alias, password] = args;
    const card = this.options.keyCards.find((c) => c.disk === disk && c.path === path && c.name === name);
    if (!card || (alias !== undefined && alias !== '' && alias.toLowerCase() !== card.alias.toLowerCase())) {
      return fail('Key file not found');
    }
    if (password === undefined || password === '') {
      return fail(
        'Password required: the simulator cannot ask it in its own window (send it as the 5th argument)',
      );
    }
    try {
      const { certificate, privateKey } = await openPfx(card.pfx, password);
      if (this.loadedKeys.size >= MAX_LOADED_KEYS) {
        const oldest = this.loadedKeys.keys().next().value;
        if (oldest !== undefined) this.loadedKeys.delete(oldest);
      }
      const keyId = randomBytes(16).toString('hex');
      this.loadedKeys.set(keyId, { card, certificate, privateKey });
      return { success: true, keyId } satisfies LoadKeyReply;
    } catch (error) {
      if (error instanceof WrongPasswordError) return fail('Incorrect password');
      throw error;
    }
  }

  private unloadKey(args: string[]): Reply {
    const [keyId] = args;
    if (!keyId || !this.loadedKeys.delete(keyId)) return fail('Key is not loaded');
    return { success: true };
  }

  private async createPkcs7(args: string[]): Promise<Reply> {
    const [dataBase64, keyId, detached = 'no'] = args;
    if (dataBase64 === undefined || !BASE64.test(dataBase64) || dataBase64.length % 4 !== 0) {
      return fail('Invalid data: base64 expected');
    }
    if (dataBase64.length > (MAX_DATA_BYTES * 4) / 3 + 4) return fail('Data too large');
    if (detached !== 'yes' && detached !== 'no' && detached !== '')
      return fail("Invalid argument detached: 'yes' or 'no'");
    const key = keyId ? this.loadedKeys.get(keyId) : undefined;
    if (!key) return fail('Key is not loaded (unknown keyId)');
    const made = await createPkcs7({
      data: new Uint8Array(Buffer.from(dataBase64, 'base64')),
      certificate: key.certificate,
      privateKey: key.privateKey,
      detached: detached === 'yes',
    });
    return {
      success: true,
      pkcs7_64: made.pkcs7Base64,
      signature_hex: made.signatureHex,
      signer_serial_number: made.signerSerialNumber,
    } satisfies Pkcs7Reply;
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

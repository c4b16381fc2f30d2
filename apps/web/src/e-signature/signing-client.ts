/**
 * The browser side of the signing client's WebSocket protocol (integrations.md "E-signature client on the
 * user's computer"): one JSON message `{plugin, name, arguments}` per socket, one reply with `success`
 * and `reason`. `SigningClient.connect` checks the version (at least 3.37) and registers the site's API
 * keys; then key cards are listed, a key is loaded and PKCS#7 signatures are made.
 *
 * Failures are `SigningClientError`s whose `kind` names the message of spec section 8 to show.
 */
import type { ESignatureClientSettings } from '@portal/contracts';
import {
  isSigningClientVersionSupported,
  type KeyCardFields,
  parseKeyCardAlias,
  utf8ToBase64,
} from '@portal/domain';

export type SigningClientErrorKind =
  /** The browser has no WebSocket. */
  | 'NO_WEBSOCKET'
  /** The signing client does not answer (not installed, not running, blocked). */
  | 'CLIENT_NOT_RUNNING'
  /** Older than 3.37. */
  | 'OLD_VERSION'
  /** The key's password is wrong (or was not given). */
  | 'WRONG_PASSWORD'
  /** The key id is not loaded any more (the client restarted): load the key again. */
  | 'KEY_NOT_LOADED'
  /** Any other refusal of the client; `reason` is its text. */
  | 'CLIENT_FAILED';

export class SigningClientError extends Error {
  constructor(
    readonly kind: SigningClientErrorKind,
    readonly reason?: string,
  ) {
    super(reason ? `${kind}: ${reason}` : kind);
    this.name = 'SigningClientError';
  }
}

/** A key card as the drawer and the signing dialog show it. */
export interface KeyCard extends KeyCardFields {
  /** Where the client says the key file lies (arguments of load_key). */
  disk: string;
  path: string;
  name: string;
  alias: string;
  /** Stable id within this computer's list (the serial number, else the file name). */
  id: string;
}

export interface Pkcs7Signature {
  /** The PKCS#7 (attached), base64. */
  pkcs7: string;
  signatureHex: string;
  signerSerialNumber: string;
}

type Reply = Record<string, unknown> & { success?: unknown; reason?: unknown };

/** How long the client may take to answer: loading a key waits for the user at the client's own password window. */
const CONNECT_TIMEOUT_MS = 5_000;
const REPLY_TIMEOUT_MS = 30_000;
const LOAD_KEY_TIMEOUT_MS = 5 * 60_000;

/** A reason the client gives for a wrong or missing password. */
const PASSWORD_REASON = /password|парол|BadPadding/i;

/** The signing client's URL for this page: ws:// from http pages, wss:// from https pages. */
export function signingClientUrl(
  settings: Pick<ESignatureClientSettings, 'clientUrl' | 'clientSecureUrl'>,
  pageProtocol = typeof window === 'undefined' ? 'http:' : window.location.protocol,
): string {
  return pageProtocol === 'https:' ? settings.clientSecureUrl : settings.clientUrl;
}

export interface SigningClientOptions {
  url: string;
  /** The site's API keys; registered with `apikey` by connect(). */
  apiKeys: { domain: string; key: string }[];
  /** The WebSocket implementation (the browser's by default). */
  WebSocketImpl?: typeof WebSocket;
}

export class SigningClient {
  private readonly Impl: typeof WebSocket | undefined;

  constructor(private readonly options: SigningClientOptions) {
    this.Impl =
      options.WebSocketImpl ??
      (typeof globalThis.WebSocket === 'function' ? globalThis.WebSocket : undefined);
  }

  /** Sends one message on its own socket and answers the reply; rejects with CLIENT_NOT_RUNNING when nobody answers. */
  call(
    message: { plugin?: string; name: string; arguments?: string[] },
    timeoutMs = REPLY_TIMEOUT_MS,
  ): Promise<Reply> {
    const Impl = this.Impl;
    if (!Impl) return Promise.reject(new SigningClientError('NO_WEBSOCKET'));
    return new Promise((resolve, reject) => {
      let socket: WebSocket;
      try {
        socket = new Impl(this.options.url);
      } catch (error) {
        reject(
          new SigningClientError('CLIENT_NOT_RUNNING', error instanceof Error ? error.message : undefined),
        );
        return;
      }
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        clearTimeout(replyTimer);
        outcome();
        try {
          socket.close();
        } catch {
          // already closed
        }
      };
      const connectTimer = setTimeout(
        () => finish(() => reject(new SigningClientError('CLIENT_NOT_RUNNING', 'no connection'))),
        CONNECT_TIMEOUT_MS,
      );
      let replyTimer: ReturnType<typeof setTimeout> | undefined;
      socket.onopen = () => {
        clearTimeout(connectTimer);
        replyTimer = setTimeout(
          () => finish(() => reject(new SigningClientError('CLIENT_NOT_RUNNING', 'no reply'))),
          timeoutMs,
        );
        socket.send(JSON.stringify(message));
      };
      socket.onmessage = (event: MessageEvent) => {
        finish(() => {
          try {
            const reply: unknown = JSON.parse(String(event.data));
            if (typeof reply !== 'object' || reply === null) throw new Error('not an object');
            resolve(reply as Reply);
          } catch {
            reject(new SigningClientError('CLIENT_FAILED', 'unreadable reply'));
          }
        });
      };
      socket.onerror = () => finish(() => reject(new SigningClientError('CLIENT_NOT_RUNNING')));
      socket.onclose = () => finish(() => reject(new SigningClientError('CLIENT_NOT_RUNNING', 'closed')));
    });
  }

  private async callOk(message: Parameters<SigningClient['call']>[0], timeoutMs?: number): Promise<Reply> {
    const reply = await this.call(message, timeoutMs);
    if (reply.success !== true) {
      const reason = typeof reply.reason === 'string' ? reply.reason : '';
      if (PASSWORD_REASON.test(reason)) throw new SigningClientError('WRONG_PASSWORD', reason);
      if (/not loaded|unknown keyId/i.test(reason)) throw new SigningClientError('KEY_NOT_LOADED', reason);
      throw new SigningClientError('CLIENT_FAILED', reason);
    }
    return reply;
  }

  /** Checks that the client runs and is at least 3.37, and registers the site's API keys; answers the version. */
  async connect(): Promise<{ major: number; minor: number }> {
    const reply = await this.callOk({ name: 'version' });
    const major = Number(reply.major);
    const minor = Number(reply.minor);
    if (!isSigningClientVersionSupported(major, minor)) {
      throw new SigningClientError('OLD_VERSION', `${String(reply.major)}.${String(reply.minor)}`);
    }
    const keys = this.options.apiKeys.flatMap((k) => [k.domain, k.key]);
    if (keys.length > 0) await this.callOk({ name: 'apikey', arguments: keys });
    return { major, minor };
  }

  /** The key cards the client finds on this computer. */
  async listKeyCards(): Promise<KeyCard[]> {
    const reply = await this.callOk({ plugin: 'pfx', name: 'list_all_certificates' });
    const list = Array.isArray(reply.certificates) ? (reply.certificates as unknown[]) : [];
    return list.flatMap((item) => {
      const c = item as Partial<Record<'disk' | 'path' | 'name' | 'alias', unknown>>;
      if (typeof c.alias !== 'string' || typeof c.name !== 'string') return [];
      const fields = parseKeyCardAlias(c.alias);
      return [
        {
          ...fields,
          disk: typeof c.disk === 'string' ? c.disk : '',
          path: typeof c.path === 'string' ? c.path : '',
          name: c.name,
          alias: c.alias,
          id: fields.serialNumber ?? `${String(c.disk)}/${c.name}`,
        },
      ];
    });
  }

  /**
   * Loads a key; answers its key id. The real client asks the password in its own window; `password`,
   * when given, goes as a fifth argument, which the simulator reads and the real client ignores.
   */
  async loadKey(card: KeyCard, password?: string): Promise<string> {
    const args = [card.disk, card.path, card.name, card.alias, ...(password ? [password] : [])];
    const reply = await this.callOk(
      { plugin: 'pfx', name: 'load_key', arguments: args },
      LOAD_KEY_TIMEOUT_MS,
    );
    if (typeof reply.keyId !== 'string') throw new SigningClientError('CLIENT_FAILED', 'no keyId');
    return reply.keyId;
  }

  /** Signs base64 data with a loaded key (attached PKCS#7). */
  async createPkcs7(dataBase64: string, keyId: string): Promise<Pkcs7Signature> {
    const reply = await this.callOk({
      plugin: 'pkcs7',
      name: 'create_pkcs7',
      arguments: [dataBase64, keyId, 'no'],
    });
    if (typeof reply.pkcs7_64 !== 'string') throw new SigningClientError('CLIENT_FAILED', 'no pkcs7_64');
    return {
      pkcs7: reply.pkcs7_64,
      signatureHex: typeof reply.signature_hex === 'string' ? reply.signature_hex : '',
      signerSerialNumber: typeof reply.signer_serial_number === 'string' ? reply.signer_serial_number : '',
    };
  }

  /** Signs a text (its UTF-8 bytes) with a loaded key. */
  signText(text: string, keyId: string): Promise<Pkcs7Signature> {
    return this.createPkcs7(utf8ToBase64(text), keyId);
  }
}

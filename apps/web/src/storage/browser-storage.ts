/**
 * Every value the portal keeps in the browser (spec section 3), named and typed in one place.
 * Nothing else in the SPA touches localStorage, sessionStorage or document.cookie directly.
 *
 * All values live in localStorage (a sign-in survives a reload and is shared by the tabs of the
 * browser), except those marked as cookies (the e-signature key id, which spec section 9 keeps in a
 * cookie for 6 hours). When storage is unavailable (disabled, quota) the values are kept in memory for
 * this page.
 */
import { isLanguage, type Language } from '@portal/contracts';
import { type A11yTheme, isA11yTheme } from '../theme/a11y-themes';

interface Codec<T> {
  parse(raw: string): T | null;
  serialize(value: T): string;
}

/** Spec section 9: the chosen e-signature key id is remembered in a cookie for 6 hours. */
const KEY_ID_COOKIE_HOURS = 6;

const text: Codec<string> = { parse: (raw) => raw, serialize: (value) => value };

const integer: Codec<number> = {
  parse: (raw) => (/^-?\d+$/.test(raw) ? Number(raw) : null),
  serialize: (value) => String(Math.trunc(value)),
};

const flag: Codec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : null),
  serialize: (value) => String(value),
};

function guarded<T extends string>(guard: (value: unknown) => value is T): Codec<T> {
  return { parse: (raw) => (guard(raw) ? raw : null), serialize: (value) => value };
}

const flagMap: Codec<Record<string, boolean>> = {
  parse: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
      const out: Record<string, boolean> = {};
      for (const [k, v] of Object.entries(value)) if (typeof v === 'boolean') out[k] = v;
      return out;
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify(value),
};

interface KeySpec<T> {
  /** The name under which the value is stored. */
  name: string;
  codec: Codec<T>;
  /**
   * A setting of this browser rather than of the person signed in (language, theme): kept at sign-out.
   * Every other value belongs to the person and is removed on sign-out and on a 401/403 answer.
   */
  device: boolean;
  /** Kept in a cookie of this life (seconds) instead of localStorage. */
  cookieMaxAge?: number;
}

/** A stored value of the person signed in (forgotten at sign-out), unless `device` says otherwise. */
function key<T>(
  name: string,
  codec: Codec<T>,
  options: { device?: boolean; cookieMaxAge?: number } = {},
): KeySpec<T> {
  const { device = false, cookieMaxAge } = options;
  return { name: `portal.${name}`, codec, device, ...(cookieMaxAge ? { cookieMaxAge } : {}) };
}

/** The key card last loaded in the signing client and the key id it gave (reused without a password). */
export interface LoadedSigningKey {
  /** The key card's certificate serial number. */
  serialNumber: string;
  keyId: string;
}

const loadedSigningKey: Codec<LoadedSigningKey> = {
  parse: (raw) => {
    try {
      const value = JSON.parse(raw) as Partial<LoadedSigningKey> | null;
      return typeof value?.serialNumber === 'string' && typeof value.keyId === 'string'
        ? { serialNumber: value.serialNumber, keyId: value.keyId }
        : null;
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify({ serialNumber: value.serialNumber, keyId: value.keyId }),
};

/** The stored values and their types. */
export const STORED_KEYS = {
  /** Bearer token of the signed-in user. */
  accessToken: key('accessToken', text),
  /** Full name of the signed-in user, shown in the user menu. */
  fullName: key('fullName', text),
  email: key('email', text),
  /** Base path of the user's uploaded files (login answer `uploadPath`). */
  uploadPath: key('uploadPath', text),
  /** Status from the login answer (null for users without one). */
  status: key('status', text),
  /** Role derived at login (spec section 4): USER, LAWYER, NEW_DIRECTOR, DIRECTOR, ADMIN … */
  role: key('role', text),
  contragentId: key('contragentId', integer),
  pnfl: key('pnfl', text),
  userName: key('userName', text),
  /** Which cabinet sidebar groups are expanded, by group id. */
  expandedMenus: key('expandedMenus', flagMap),
  /** A document is being sent for signing (the cabinet blocks a second send while true). */
  documentSend: key('documentSend', flag),
  /** Interface language; kept across sign-out. */
  language: key('language', guarded<Language>(isLanguage), { device: true }),
  /** Accessibility colour theme; kept across sign-out. */
  a11yTheme: key('a11yTheme', guarded<A11yTheme>(isA11yTheme), { device: true }),
  /**
   * Spec section 9: the e-signature key id, in a cookie for 6 hours, so that signing again soon needs no
   * password. Removed on sign-out: the next person at this computer must type the password.
   */
  eSignKey: key('eSignKey', loadedSigningKey, { cookieMaxAge: KEY_ID_COOKIE_HOURS * 3600 }),
} as const;

export type StoredKey = keyof typeof STORED_KEYS;
export type StoredValue<K extends StoredKey> = (typeof STORED_KEYS)[K] extends KeySpec<infer T> ? T : never;

/** Marks that the once-only clearing of spec section 9 has run in this browser. */
export const FIRST_LOAD_FLAG = 'portal.firstLoadCleared';

const memory = new Map<string, string>();

let available: boolean | undefined;

/** localStorage when it works in this browser (checked once), else null. */
function area(): Storage | null {
  if (available === undefined) {
    try {
      const probe = 'portal.__probe';
      window.localStorage.setItem(probe, probe);
      window.localStorage.removeItem(probe);
      available = true;
    } catch {
      available = false;
    }
  }
  return available ? window.localStorage : null;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(name: string, value: string | null, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie =
    value === null
      ? `${name}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; samesite=strict${secure}`
      : `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=strict${secure}`;
}

function readSpec(spec: KeySpec<unknown>): string | null {
  return spec.cookieMaxAge ? readCookie(spec.name) : readRaw(spec.name);
}

function writeSpec(spec: KeySpec<unknown>, value: string | null): void {
  if (spec.cookieMaxAge) writeCookie(spec.name, value, spec.cookieMaxAge);
  else writeRaw(spec.name, value);
}

function readRaw(name: string): string | null {
  const storage = area();
  return storage ? storage.getItem(name) : (memory.get(name) ?? null);
}

function writeRaw(name: string, value: string | null): void {
  const storage = area();
  try {
    if (storage) {
      if (value === null) storage.removeItem(name);
      else storage.setItem(name, value);
      return;
    }
  } catch {
    // quota exceeded: keep the value for this page at least
  }
  if (value === null) memory.delete(name);
  else memory.set(name, value);
}

type Listener = (key: StoredKey) => void;
const listeners = new Set<Listener>();

function notify(changed: StoredKey): void {
  for (const listener of listeners) listener(changed);
}

/** Reads a stored value; a missing or malformed value reads as null. */
export function getStored<K extends StoredKey>(name: K): StoredValue<K> | null {
  const spec = STORED_KEYS[name] as KeySpec<StoredValue<K>>;
  const raw = readSpec(spec as KeySpec<unknown>);
  return raw === null ? null : spec.codec.parse(raw);
}

/** Stores a value; null or undefined removes it. */
export function setStored<K extends StoredKey>(name: K, value: StoredValue<K> | null | undefined): void {
  const spec = STORED_KEYS[name] as KeySpec<StoredValue<K>>;
  writeSpec(
    spec as KeySpec<unknown>,
    value === null || value === undefined ? null : spec.codec.serialize(value),
  );
  notify(name);
}

export function removeStored(name: StoredKey): void {
  setStored(name, null);
}

/**
 * Removes every value of the person signed in, the token first (its change clears the query cache:
 * cabinet/session-cache.ts); only the browser's own settings (language, theme) stay.
 */
export function clearUserSession(): void {
  for (const name of Object.keys(STORED_KEYS) as StoredKey[]) {
    if (!STORED_KEYS[name].device) removeStored(name);
  }
}

/** Calls `listener` whenever a stored value changes, in this tab or in another one. */
export function subscribeStored(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    for (const name of Object.keys(STORED_KEYS) as StoredKey[]) {
      if (event.key === null || event.key === STORED_KEYS[name].name) notify(name);
    }
  });
}

function expireAllCookies(): void {
  const host = window.location.hostname;
  const domains = ['', `; domain=${host}`, `; domain=.${host}`];
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const domain of domains) {
      for (const path of paths) {
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain}`;
      }
    }
  }
}

/**
 * Spec section 9: on the first load in a browser, clear cookies, localStorage and sessionStorage once
 * (whatever an earlier version of the portal left there), then set a flag so it never runs again.
 * Returns true when it cleared.
 */
export function clearBrowserStateOnce(): boolean {
  if (readRaw(FIRST_LOAD_FLAG) !== null) return false;
  expireAllCookies();
  try {
    window.localStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
  memory.clear();
  writeRaw(FIRST_LOAD_FLAG, new Date().toISOString());
  for (const name of Object.keys(STORED_KEYS) as StoredKey[]) notify(name);
  return true;
}

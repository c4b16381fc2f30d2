/**
 * The signed-in callers one API process keeps between calls, by the hash of their bearer token, so a
 * person's next call does not read their session and facts again. A caller is kept only while the process
 * hears the database's change notices (db/change-listener.ts), and all are forgotten on a notice of any
 * table the caller is read from (a session revoked, an account blocked or moved, a lawyer's record, an
 * employment or a structure changed, by any process), on losing or regaining the listening connection,
 * and at once after this process's own change of them. A kept session still ends at its expiry.
 */
import type { Database } from '../../db/client';

/** The tables the caller's statement reads (sessions.ts `liveSession`, people/caller-facts.ts). */
export const CALLER_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'user_accounts',
  'persons',
  'lawyers',
  'employments',
  'contragents',
]);

interface Kept<T> {
  caller: T;
  /** The session's expiry (ms since the epoch). */
  expiresAt: number;
}

interface KeptCallers {
  heard: () => boolean;
  /** At most this many callers; the longest kept is dropped for a new one. */
  max: number;
  byToken: Map<string, Kept<unknown>>;
  /** Counts the forgets: a read that a forget overtook is not kept. */
  generation: number;
}
const kept = new WeakMap<Database, KeptCallers>();

/** Keeps up to `max` of `db`'s callers between calls while `heard()` (forgetCallers forgets them). */
export function keepCallers(db: Database, heard: () => boolean, max: number): void {
  if (max > 0) kept.set(db, { heard, max, byToken: new Map(), generation: 0 });
}

/** Forgets every caller this process keeps for `db`. */
export function forgetCallers(db: Database): void {
  const entry = kept.get(db);
  if (!entry) return;
  entry.byToken.clear();
  entry.generation++;
}

/**
 * The caller of `tokenHash`: the kept one while its session lasts, else `read` (which answers the caller
 * and its session's expiry, or null), kept unless a forget came while it was read.
 */
export async function keptCaller<T>(
  db: Database,
  tokenHash: string,
  now: number,
  read: () => Promise<{ caller: T; expiresAt: Date } | null>,
): Promise<T | null> {
  const entry = kept.get(db);
  if (!entry?.heard()) return (await read())?.caller ?? null;
  const known = entry.byToken.get(tokenHash) as Kept<T> | undefined;
  if (known && known.expiresAt > now) return known.caller;
  const generation = entry.generation;
  const found = await read();
  if (!found) {
    entry.byToken.delete(tokenHash);
    return null;
  }
  if (entry.generation === generation) {
    entry.byToken.delete(tokenHash);
    if (entry.byToken.size >= entry.max) entry.byToken.delete(entry.byToken.keys().next().value!);
    entry.byToken.set(tokenHash, { caller: found.caller, expiresAt: found.expiresAt.getTime() });
  }
  return found.caller;
}

/** Socket errors of a server that is not there (or went away). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL: shut down by an administrator or a crash, starting up, too many connections. */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own words for a connection that failed or broke. */
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * Whether an error means that PostgreSQL cannot be reached (not that a query was wrong): a socket error
 * (drizzle wraps it as the `cause` of its query error, a transaction's BEGIN throws it as is), a
 * connection exception (SQLSTATE class 08), a server shutting down or full. A failed `fetch` to a national
 * system has the same socket codes under it and is not the database: the adapters report those.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof TypeError && e.message === 'fetch failed') return false;
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SERVER_GONE.has(code) || code.startsWith('08'))
    )
      return true;
    if (POOL_MESSAGES.test(e.message)) return true;
  }
  return false;
}

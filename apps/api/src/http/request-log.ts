import { type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * Where the JSON log goes: standard output, written in batches of about 4 KB by the event loop (and at
 * least every second, and at exit) rather than one blocking write per line. This is pino's
 * asynchronous logging; a process killed outright (SIGKILL, out of memory) may lose its last second.
 */
export function logDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
}

/**
 * One log line per answered request instead of Fastify's two: "request completed" carries the method,
 * URL and client address of the request with its status and time; the "incoming request" line moves to
 * debug (LOG_LEVEL=debug shows a request that never finishes). At the default level `info` this halves
 * the lines written, the largest part of the cost of logging a busy public call.
 */
export class RequestLogController extends LogController {
  override incomingRequest(...[request]: Parameters<LogController['incomingRequest']>): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Query parameters whose values never reach the log: one-time codes, the OneID code and state, tokens,
 * passwords and any parameter naming a PINFL (pinfl, pnfl, personPinfl, …).
 */
const SECRET_PARAM =
  /^(code|state|otp|otp_code|token|access_token|password|secret|client_secret)$|pinfl|pnfl/i;
/** A PINFL (14 digits standing alone) anywhere in a URL or a message. */
const PINFL = /(?<!\d)\d{14}(?!\d)/g;
const REDACTED = '[redacted]';

/** A text for the log: every PINFL in it masked. */
export function redactText(text: string): string {
  return text.replace(PINFL, REDACTED);
}

/** A request URL for the log: the values of secret parameters and every PINFL masked. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return redactText(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is checked as it is
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return redactText(`${url.slice(0, at)}?${query}`);
}

/** Every string in a serialized value with its PINFLs masked (error messages, stacks, database details). */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, depth + 1)]));
}

/** drizzle's query error repeats the query's values in its message ("params: …"): they stay out. */
const QUERY_PARAMS_LINE = /\nparams: [^\n]*/g;

/**
 * The serializers of the API's log. `req`: the fields Fastify logs (method, URL, host, client address),
 * the URL through `redactUrl`. `err`: pino's, without the values of a failed query (`params`, which hold
 * names, PINFLs, codes) and with PINFLs masked everywhere in it.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: (error: Error) => {
    const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
    delete serialized.params;
    for (const key of ['message', 'stack'] as const)
      if (typeof serialized[key] === 'string')
        serialized[key] = (serialized[key] as string).replace(QUERY_PARAMS_LINE, '');
    return redactDeep(serialized) as { type: string; message: string; stack: string; [key: string]: unknown };
  },
};

/**
 * Fields that hold a secret or a PINFL in any logged object (one level down: `{user: {pinfl}}`), and the
 * request's credentials should a serializer ever log headers.
 */
export const logRedact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    '*.pinfl',
    '*.pnfl',
    '*.password',
    '*.otp',
    '*.state',
    '*.token',
    '*.accessToken',
    '*.clientSecret',
  ],
  censor: REDACTED,
};

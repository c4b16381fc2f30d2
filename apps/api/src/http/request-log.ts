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
const HAS_PINFL = /(?<!\d)\d{14}(?!\d)/;
const REDACTED = '[redacted]';

/** A text for the log: every PINFL in it masked. */
export function redactText(text: string): string {
  return text.replace(PINFL, REDACTED);
}

/** `part` of a URL as it reads decoded (`%20` a space), or as it is when it does not decode. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** A path segment or parameter value that holds a PINFL once decoded (`%2031403850000000`): masked whole. */
const masked = (part: string) => (HAS_PINFL.test(decoded(part)) ? REDACTED : redactText(part));

/**
 * A request URL for the log: the values of secret parameters masked, and every path segment or parameter
 * value that holds a PINFL, also percent-encoded.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).split('/').map(masked).join('/');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return masked(pair);
      const name = pair.slice(0, eq);
      return SECRET_PARAM.test(decoded(name))
        ? `${name}=${REDACTED}`
        : `${masked(name)}=${masked(pair.slice(eq + 1))}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** A PINFL in a finished JSON line: not the digits of a fraction (`"responseTime":1.23456789012345`). */
const LINE_PINFL = /(?<![\d.])\d{14}(?![\d.])/g;

/**
 * The last guard of every line the API's logger writes (pino `hooks.streamWrite`, on the finished JSON
 * line): a PINFL that reached any field or message by another way than the serializers is masked too,
 * and the line stays JSON (a PINFL that stood as a number becomes the string "[redacted]").
 */
export function redactLogLine(line: string): string {
  if (!HAS_PINFL.test(line)) return line;
  return line.replace(LINE_PINFL, (digits, at: number) => {
    const bare = /[:,[]/.test(line[at - 1] ?? '') && /[,}\]]/.test(line[at + digits.length] ?? '');
    return bare ? `"${REDACTED}"` : REDACTED;
  });
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

/**
 * How adapters call a national system over HTTP: a timeout on every call, the request id passed on, and
 * one clear error when the system is down or answers nonsense (503 EXTERNAL_UNAVAILABLE with a localized
 * message naming the system). Adapters map the system's own refusals (4xx) themselves.
 */
import { AppError } from '../errors/app-error';

/** The national systems, by the key of their name in errors:external.<key>. */
export type NationalSystem = 'oneId' | 'personRegistry' | 'mobileId' | 'smsGateway';

export interface SystemAnswer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  system: NationalSystem;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON object, or URLSearchParams sent as application/x-www-form-urlencoded. */
  body?: unknown;
  timeoutMs: number;
  requestId?: string;
}

/** The error answered when a national system cannot be used now. */
export function systemUnavailable(system: NationalSystem, cause?: unknown): AppError {
  return new AppError('EXTERNAL_UNAVAILABLE', { messageKey: `errors:external.${system}`, cause });
}

/** Calls the system; answers its status and parsed body, or throws `systemUnavailable` (network, timeout, 5xx). */
export async function callSystem(options: CallOptions): Promise<SystemAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.requestId) headers['x-request-id'] = options.requestId;
  let body: string | undefined;
  if (options.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.body.toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'manual',
    });
  } catch (cause) {
    throw systemUnavailable(options.system, cause);
  }
  if (response.status >= 500) throw systemUnavailable(options.system, new Error(`HTTP ${response.status}`));
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch (cause) {
      throw systemUnavailable(options.system, cause);
    }
  }
  return { status: response.status, body: parsed };
}

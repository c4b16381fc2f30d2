/**
 * How adapters call a national system over HTTP: a timeout on every call, the request id passed on, and
 * one clear error when the system is down or answers nonsense (503 EXTERNAL_UNAVAILABLE with a localized
 * message naming the system). Adapters map the system's own refusals (4xx) themselves.
 */
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { type CallOutcome, nationalSystemCalls } from '../observability/metrics';
import { currentRequestId } from '../observability/request-context';

/** The national systems, by the key of their name in errors:external.<key>. */
export type NationalSystem =
  | 'oneId'
  | 'personRegistry'
  | 'mobileId'
  | 'smsGateway'
  | 'interiorMinistry'
  | 'courts'
  | 'disabilityRegister'
  | 'socialProtection'
  | 'taxRegistry'
  | 'post'
  | 'documentExchange'
  | 'payme';

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
  /** The id sent as `x-request-id`; the id of the request being served when absent. */
  requestId?: string;
}

/** The error answered when a national system cannot be used now. */
export function systemUnavailable(system: NationalSystem, cause?: unknown): AppError {
  return new AppError('EXTERNAL_UNAVAILABLE', { messageKey: `errors:external.${system}`, cause });
}

/**
 * Calls the system; answers its status and parsed body, or throws `systemUnavailable` (network, timeout,
 * 5xx). Each call is counted with its duration and outcome (`portal_national_system_call_duration_seconds`).
 */
export async function callSystem(options: CallOptions): Promise<SystemAnswer> {
  const timer = nationalSystemCalls.startTimer({ system: options.system });
  let outcome: CallOutcome = 'unavailable';
  try {
    const answer = await exchange(options);
    outcome = answer.status >= 400 ? 'refused' : 'ok';
    return answer;
  } finally {
    timer({ outcome });
  }
}

async function exchange(options: CallOptions): Promise<SystemAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const requestId = options.requestId ?? currentRequestId();
  if (requestId) headers['x-request-id'] = requestId;
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

export interface GetJsonOptions {
  system: NationalSystem;
  timeoutMs: number;
  requestId?: string;
}

/**
 * GET a JSON resource: the parsed body, or null for a 404 (the system says: no such thing). Any other
 * status or a body that does not match `schema` is `systemUnavailable`.
 */
export async function getJson<T extends z.ZodType>(
  url: string,
  schema: T,
  options: GetJsonOptions,
): Promise<z.output<T> | null> {
  const answer = await callSystem({ ...options, url });
  if (answer.status === 404) return null;
  const parsed = schema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success)
    throw systemUnavailable(options.system, parsed.error ?? new Error(`${url} answered ${answer.status}`));
  return parsed.data;
}

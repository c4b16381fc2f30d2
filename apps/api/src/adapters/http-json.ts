import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/** The national systems the adapters reach; each has its own user-facing message (legal-aid:external.*). */
export type ExternalSystem = 'personRegistry' | 'interiorMinistry' | 'courts';

export interface HttpJsonOptions {
  system: ExternalSystem;
  timeoutMs: number;
  /** Passed on so one id follows a call across systems. */
  requestId?: string;
}

/** The clear, localized 503 the caller sees when a national system is down, slow or answers nonsense. */
export function systemUnavailable(system: ExternalSystem, cause?: unknown): AppError {
  return new AppError('EXTERNAL_UNAVAILABLE', { messageKey: `legal-aid:external.${system}`, cause });
}

/**
 * GET a JSON resource of a national system with a timeout. Answers the parsed body, or null for a 404
 * (the system says: no such thing). A network error, a timeout, any other status or a body that does not
 * match `schema` is a 503 naming the system.
 */
export async function getJson<T extends z.ZodType>(
  url: string,
  schema: T,
  options: HttpJsonOptions,
): Promise<z.output<T> | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw systemUnavailable(options.system, error);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw systemUnavailable(options.system, new Error(`${url} answered ${response.status}`));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw systemUnavailable(options.system, error);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw systemUnavailable(options.system, parsed.error);
  return parsed.data;
}

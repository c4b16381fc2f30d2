import { ERROR_STATUS, type ErrorCode } from '@portal/contracts';

export interface AppErrorOptions {
  /** i18n key of the message; defaults to `errors:<code>`. */
  messageKey?: string;
  params?: Record<string, unknown>;
  /** The input field at fault, for the form to point at. */
  field?: string;
  cause?: unknown;
}

/**
 * The one error type of the API: a code (fixed HTTP status, see ERROR_STATUS in contracts) and a
 * message key translated into the caller's language by the error handler.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly params: Record<string, unknown>;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = options.messageKey ?? `errors:${code}`;
    this.params = options.params ?? {};
    this.field = options.field;
  }
}

export const notFound = (field?: string) => new AppError('NOT_FOUND', { field });

/** `value` trimmed; empty (or missing), a VALIDATION_FAILED refusal naming `field` with `messageKey`. */
export function requireText(value: string | null | undefined, field: string, messageKey: string): string {
  const text = value?.trim() ?? '';
  if (text.length === 0) throw new AppError('VALIDATION_FAILED', { messageKey, field });
  return text;
}

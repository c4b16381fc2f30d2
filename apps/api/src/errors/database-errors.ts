/**
 * The one mapping of PostgreSQL's refusals to the API's errors: a unique key taken, a
 * reference to a row that is not there (or a row still referenced), a check constraint or a required
 * column: a clear, localized 409 or 400 that names the field, instead of a 500. The error handler applies
 * it to every error a handler lets through, so a service need not catch these itself; a service that
 * wants another message catches the error and asks `databaseRefusal(error)` what it was.
 */
import { AppError } from './app-error';

/** The parts of node-postgres's DatabaseError the mapping reads. */
interface PgError {
  code: string;
  constraint?: string;
  column?: string;
  table?: string;
  detail?: string;
}

/** What PostgreSQL refused, by SQLSTATE. */
export type RefusalKind =
  'unique' | 'missingReference' | 'stillReferenced' | 'check' | 'required' | 'tooLong';

export interface DatabaseRefusal {
  kind: RefusalKind;
  /** The input field at fault (camelCase of the column), when PostgreSQL names it. */
  field: string | undefined;
  constraint: string | undefined;
}

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The PostgreSQL error behind an error (drizzle wraps it as the `cause` of its query error). */
function pgErrorOf(error: unknown): PgError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return e as unknown as PgError;
  }
  return undefined;
}

/** The first column of "Key (person_id, role)=(…)" in a constraint error's detail. */
function keyColumn(detail: string | undefined): string | undefined {
  return detail?.match(/^Key \(([a-z0-9_]+)/)?.[1];
}

/** A check constraint's column: "<table>_<column>_check" (PostgreSQL's own naming) or "…_ck". */
function checkColumn(pg: PgError): string | undefined {
  const name = pg.constraint?.replace(/_(check|ck)$/, '');
  if (!name) return undefined;
  return pg.table && name.startsWith(`${pg.table}_`) ? name.slice(pg.table.length + 1) : name;
}

/** What PostgreSQL refused in `error`, or undefined when it is no constraint or data refusal. */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;
  const of = (kind: RefusalKind, column: string | undefined): DatabaseRefusal => ({
    kind,
    field: column ? camel(column) : undefined,
    constraint: pg.constraint,
  });
  switch (pg.code) {
    case '23505':
      return of('unique', keyColumn(pg.detail));
    case '23503':
      // On insert or update the referenced row is missing; on delete the row is still referenced.
      return /is still referenced/.test(pg.detail ?? '')
        ? of('stillReferenced', undefined)
        : of('missingReference', keyColumn(pg.detail));
    case '23514':
      return of('check', checkColumn(pg));
    case '23502':
      return of('required', pg.column);
    case '22001':
      return of('tooLong', pg.column);
    default:
      return undefined;
  }
}

const ANSWER: Record<RefusalKind, { code: 'CONFLICT' | 'VALIDATION_FAILED'; messageKey: string }> = {
  unique: { code: 'CONFLICT', messageKey: 'errors:database.unique' },
  stillReferenced: { code: 'CONFLICT', messageKey: 'errors:database.stillReferenced' },
  missingReference: { code: 'VALIDATION_FAILED', messageKey: 'errors:database.missingReference' },
  check: { code: 'VALIDATION_FAILED', messageKey: 'errors:database.check' },
  required: { code: 'VALIDATION_FAILED', messageKey: 'errors:validation.fieldMandatory' },
  tooLong: { code: 'VALIDATION_FAILED', messageKey: 'errors:validation.wrongData' },
};

/** The API's answer to a PostgreSQL refusal (409 or 400, localized, naming the field), or undefined. */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const refusal = databaseRefusal(error);
  if (!refusal) return undefined;
  const { code, messageKey } = ANSWER[refusal.kind];
  return new AppError(code, {
    messageKey,
    field: refusal.field,
    params: { field: refusal.field ?? '' },
    cause: error,
  });
}

/**
 * Runs `work`; a reference to a row that does not exist (an unknown reference-list id) becomes a 400 with
 * the section's own message, naming the field. Any other error goes on as it was.
 */
export async function withReferenceMessage<T>(messageKey: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusal = databaseRefusal(error);
    if (refusal?.kind === 'missingReference')
      throw new AppError('VALIDATION_FAILED', { messageKey, field: refusal.field, cause: error });
    throw error;
  }
}

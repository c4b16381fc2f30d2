import type { Database } from './client';
import type { Executor } from './transaction';

/**
 * A statement of one shape that runs on every call (a session's lookup, a list page's joins), built by
 * `build` and prepared under `name` once per database handle: its values come as placeholders
 * (`sql.placeholder('id')`) at `execute`. Neither the API compiles the query nor PostgreSQL plans it again
 * for each call (each pooled connection parses a named statement once). `name` is unique in the process.
 * A statement `build` types for an `Executor` may be given a transaction too: it is built for that
 * transaction and runs on its connection.
 */
export function preparedOnce<P, D extends Executor = Database>(
  name: string,
  build: (db: D, name: string) => P,
): (db: D) => P {
  const prepared = new WeakMap<D, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db, name);
      prepared.set(db, statement);
    }
    return statement;
  };
}

import type { Database } from './client';

/**
 * A statement of one shape that runs on every call (a session's lookup, a list page's joins), built by
 * `build` and prepared under `name` once per database handle: its values come as placeholders
 * (`sql.placeholder('id')`) at `execute`. Neither the API compiles the query nor PostgreSQL plans it again
 * for each call (each pooled connection parses a named statement once). `name` is unique in the process.
 */
export function preparedOnce<P>(name: string, build: (db: Database, name: string) => P): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db, name);
      prepared.set(db, statement);
    }
    return statement;
  };
}

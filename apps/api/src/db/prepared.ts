import { createHash } from 'node:crypto';
import type { PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

/** How many statement shapes one process names (each pooled connection keeps each one it has run). */
export const SHAPES_NAMED = 200;

/** The name of each shape named so far, by its text. */
const shapeNames = new Map<string, string>();

/** The name of a statement's shape (its text), or undefined once SHAPES_NAMED shapes are named. */
function shapeName(text: string): string | undefined {
  let name = shapeNames.get(text);
  if (name === undefined && shapeNames.size < SHAPES_NAMED) {
    name = `shape_${createHash('sha1').update(text).digest('hex')}`;
    shapeNames.set(text, name);
  }
  return name;
}

/**
 * True while executeShaped hands its statement to drizzle: drizzle builds the statement's text and gives
 * it to the pool (or a transaction's connection) in the same synchronous step, and the first query the
 * pool is given then is that statement.
 */
let shapedNext = false;

/** Names the query `config` after its text when it is the statement executeShaped is running. */
function nameIfShaped(config: unknown): void {
  if (!shapedNext) return;
  shapedNext = false;
  const query = config as { text?: unknown; name?: string } | null;
  if (typeof query !== 'object' || query === null || typeof query.text !== 'string' || query.name) return;
  const name = shapeName(query.text);
  if (name) query.name = name;
}

/**
 * A connection pool that sends executeShaped's statements as named statements, named from the text
 * drizzle has built (the statement is built once): on its own queries and on those of the connections
 * it hands out (a transaction's).
 */
export class ShapedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config);
    this.query = namingShapes(this, this.query);
    this.on('connect', (client) => {
      client.query = namingShapes(client, client.query);
    });
  }
}

/** `query` of `owner`, naming executeShaped's statement before it runs it. */
function namingShapes<Q>(owner: object, query: Q): Q {
  const run = query as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    nameIfShaped(args[0]);
    return run.apply(owner, args);
  }) as Q;
}

/**
 * Runs a select whose text is one of a few shapes (a list's page under the filters its screen offers,
 * the values as placeholders) as a named statement, named after its text: each pooled connection parses
 * a shape once, and PostgreSQL, after planning it for its values five times, keeps one generic plan for
 * it where that plan is estimated no dearer, so later calls are not planned again (0.1-0.5 ms of the
 * database's time for a list's statement). A statement whose best plan depends on its values is not
 * for this: a search, whose matches the planner can only estimate from the pattern itself (a generic
 * plan for a common name read every order with it, 0.8 s at full size, where its own plan reads 1.6 ms).
 * Past SHAPES_NAMED shapes in a process, a new shape is sent unnamed. The query's database handle must
 * be over a ShapedPool (db/client.ts createDatabase), which names it; elsewhere it runs unnamed.
 */
export function executeShaped<T extends PgSelect>(query: T): Promise<Awaited<ReturnType<T['execute']>>> {
  shapedNext = true;
  try {
    return query.execute() as Promise<Awaited<ReturnType<T['execute']>>>;
  } finally {
    shapedNext = false;
  }
}

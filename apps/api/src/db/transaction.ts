import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A drizzle transaction of the portal's database (what `db.transaction(async (tx) => …)` hands over). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction: what a function that only reads or writes a few rows needs. */
export type Executor = Database | Transaction;

type Reads = readonly (() => unknown)[];

/**
 * Reads that do not depend on each other. On the pool they run at once, each on a connection of its own;
 * in a transaction, whose statements all go to its one connection, one after another (a pg connection
 * runs one statement at a time).
 */
export async function readTogether<const R extends Reads>(
  db: Executor,
  reads: R,
): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}

import type { Database } from './client';

/** A drizzle transaction of the portal's database (what `db.transaction(async (tx) => …)` hands over). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction: what a function that only reads or writes a few rows needs. */
export type Executor = Database | Transaction;

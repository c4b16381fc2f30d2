/**
 * A service change in one transaction, written once (docs/adding-a-section.md step 3: each change is one
 * transaction): `change(tx, …args)` is called inside `db.transaction`, so whatever it writes commits
 * together and a refusal it throws rolls all of it back.
 *
 *   export const cancelRequest = inOneTransaction(async (tx, caller: LegalAidCaller, id: number, …) => {…});
 *   await cancelRequest(db, caller, id, reason, request.clock);
 */
import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';

/** The change as a service function of the database and its own arguments. */
export function inOneTransaction<A extends unknown[], R>(
  change: (tx: Transaction, ...args: A) => Promise<R>,
) {
  return (db: Database, ...args: A): Promise<R> => db.transaction((tx) => change(tx, ...args));
}

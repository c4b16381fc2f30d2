/**
 * A service change in one transaction, written once (docs/adding-a-section.md step 3: each change is one
 * transaction): `change(tx, …args)` is called inside `db.transaction`, so whatever it writes commits
 * together and a refusal it throws rolls all of it back.
 *
 *   export const cancelContract = inOneTransaction(async (tx, caller: LegalAidCaller, id: number, …) => {…});
 *   await cancelContract(db, caller, id, reason, request.clock.now());
 */
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';

/** The change as a service function of the database and its own arguments. */
export function inOneTransaction<A extends unknown[], R>(
  change: (tx: Transaction, ...args: A) => Promise<R>,
) {
  return (db: Database, ...args: A): Promise<R> => db.transaction((tx) => change(tx, ...args));
}

/**
 * `inOneTransaction` for a change that reads the time: it is given its dependencies (the database and the
 * clock) and gets `now`, the clock's moment as the transaction starts.
 *
 *   export const openRequest = inOneTransactionAt(async (tx, now, caller: LegalAidCaller, id: number) => {…});
 *   await openRequest(deps(request), caller, id);
 */
export function inOneTransactionAt<A extends unknown[], R>(
  change: (tx: Transaction, now: Date, ...args: A) => Promise<R>,
) {
  return ({ db, clock }: { db: Database; clock: Clock }, ...args: A): Promise<R> =>
    db.transaction((tx) => change(tx, clock.now(), ...args));
}

/**
 * A sweep's changes (a daily job's), each item in a transaction of its own, one after another: `change`
 * reads its item again under its lock and answers whether it changed it (another process sweeping the
 * same day may have been first, or the item no longer qualifies). Answers how many it changed.
 *
 *   const reminded = await eachInOwnTransaction(db, late, async (tx, { id }) => {…; return true; });
 */
export async function eachInOwnTransaction<T>(
  db: Database,
  items: readonly T[],
  change: (tx: Transaction, item: T) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  for (const item of items) if (await db.transaction((tx) => change(tx, item))) changed++;
  return changed;
}

import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';
import type { FileStorage } from './file-storage';

/** The files side of one database transaction: what `put` stages is stored only if the work succeeds. */
export interface TransactionFiles {
  tx: Transaction;
  /** Stages a file: nothing reaches the storage until the work has succeeded. */
  put(key: string, content: Buffer): Promise<void>;
}

/**
 * Runs `work` in one database transaction together with the files it stores: the one way the portal
 * writes a file. `put` only stages the bytes; they are written once `work` has succeeded, as the
 * transaction's last step before COMMIT, so
 * - a refusal, a thrown error or a constraint violation in `work` writes no file at all;
 * - a file that cannot be written rolls the transaction back (no committed row names missing bytes);
 * - a failed COMMIT deletes the files just written, so no file outlives the rows that would have named it.
 * (Only a crash between the writes and the COMMIT can leave one; nothing names it.)
 */
export async function transactionWithFiles<T>(
  db: Database,
  storage: FileStorage,
  work: (tx: Transaction, files: TransactionFiles) => Promise<T>,
): Promise<T> {
  const staged = new Map<string, Buffer>();
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx, {
        tx,
        async put(key, content) {
          staged.set(key, content);
        },
      });
      for (const [key, content] of staged) {
        written.push(key);
        await storage.put(key, content);
      }
      return result;
    });
  } catch (error) {
    // The transaction's own error is the one to report; a file that cannot be deleted is only unreferenced.
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

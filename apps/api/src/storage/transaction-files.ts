import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';
import type { FileStorage } from './file-storage';

/** The files side of one database transaction: what `put` stores is removed again if the transaction fails. */
export interface TransactionFiles {
  tx: Transaction;
  put(key: string, content: Buffer): Promise<void>;
}

/**
 * Runs `work` in one database transaction together with the files it stores: the one way the portal
 * writes a file. A file is written when `put` is called (inside the transaction, so a committed row never
 * names missing bytes) and deleted again when the transaction fails — a thrown error, a constraint
 * violation, a failed commit — so no file outlives the rows that would have named it. (Only a crash
 * between the write and the rollback can leave one; nothing names it.)
 */
export async function transactionWithFiles<T>(
  db: Database,
  storage: FileStorage,
  work: (tx: Transaction, files: TransactionFiles) => Promise<T>,
): Promise<T> {
  const written = new Set<string>();
  try {
    return await db.transaction((tx) =>
      work(tx, {
        tx,
        async put(key, content) {
          written.add(key);
          await storage.put(key, content);
        },
      }),
    );
  } catch (error) {
    // The transaction's own error is the one to report; a file that cannot be deleted is only unreferenced.
    await Promise.all([...written].map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

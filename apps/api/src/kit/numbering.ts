import { sql } from 'drizzle-orm';
import { orderNumberCounters } from '../db/schema';
import type { Transaction } from '../db/transaction';

/**
 * The next number of a numbering scope (`scopeKey`, e.g. an order's issuing structure, an expertise
 * organization's conclusions) in `year`: one upsert on the scope's counter row, which queues concurrent
 * issuings on that row. Taken inside the issuing transaction, so a rolled-back issuing gives its number back
 * and a committed one keeps it for ever: numbers are sequential, without gaps, never given twice.
 */
export async function nextInSequence(tx: Transaction, scopeKey: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ scopeKey, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [orderNumberCounters.scopeKey, orderNumberCounters.year],
      set: { lastSequence: sql`${orderNumberCounters.lastSequence} + 1` },
    })
    .returning({ sequence: orderNumberCounters.lastSequence });
  return row!.sequence;
}

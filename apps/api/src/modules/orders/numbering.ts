import { formatOrderNumber, orderNumberYear } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { orderNumberCounters } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/**
 * The next number of an issuing scope (a structure, or a lawyer's personal orders) for the Tashkent year
 * of `at`: one upsert on the scope's counter row, which queues concurrent signings on that row. Taken
 * inside the signing transaction, so a rolled-back signing gives its number back and a committed one
 * keeps it for ever: numbers are sequential, without gaps, never given twice.
 */
export async function allocateOrderNumber(
  tx: Transaction,
  scope: { scope: 'CONTRAGENT' | 'PERSONAL'; contragentId: number | null; lawyerId: number },
  at: Date,
): Promise<{ number: string; numberYear: number; numberSequence: number }> {
  const scopeKey = scope.scope === 'CONTRAGENT' ? `C:${scope.contragentId}` : `L:${scope.lawyerId}`;
  const year = orderNumberYear(at);
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ scopeKey, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [orderNumberCounters.scopeKey, orderNumberCounters.year],
      set: { lastSequence: sql`${orderNumberCounters.lastSequence} + 1` },
    })
    .returning({ sequence: orderNumberCounters.lastSequence });
  const sequence = row!.sequence;
  return { number: formatOrderNumber(year, sequence), numberYear: year, numberSequence: sequence };
}

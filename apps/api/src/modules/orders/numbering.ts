import { formatOrderNumber, orderNumberYear } from '@portal/domain';
import type { Transaction } from '../../db/transaction';
import { nextInSequence } from '../../kit/numbering';

/**
 * The next number of an issuing scope (a structure, or a lawyer's personal orders) for the Tashkent year
 * of `at` (kit/numbering.ts: sequential, without gaps, never given twice).
 */
export async function allocateOrderNumber(
  tx: Transaction,
  scope: { scope: 'CONTRAGENT' | 'PERSONAL'; contragentId: number | null; lawyerId: number },
  at: Date,
): Promise<{ number: string; numberYear: number; numberSequence: number }> {
  const scopeKey = scope.scope === 'CONTRAGENT' ? `C:${scope.contragentId}` : `L:${scope.lawyerId}`;
  const year = orderNumberYear(at);
  const sequence = await nextInSequence(tx, scopeKey, year);
  return { number: formatOrderNumber(year, sequence), numberYear: year, numberSequence: sequence };
}

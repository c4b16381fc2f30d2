/** A letter row the caller may see, locked for a change (policy.ts scope); 404 like a missing one. */
import { and, eq } from 'drizzle-orm';
import { letters } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import type { LegalAidCaller } from '../legal-aid';
import { letterPolicy } from './policy';

export async function lockedLetter(tx: Transaction, caller: LegalAidCaller, id: number) {
  const visible = letterPolicy.findVisible(caller);
  if (visible === null) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(letters)
    .where(and(eq(letters.id, id), visible))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

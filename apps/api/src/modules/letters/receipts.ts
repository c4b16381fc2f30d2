/** The sender marks an exchange receipt of their letter seen (mailReceipt/seen): it leaves the new list. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { letters, mailReceipts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { LegalAidCaller } from '../legal-aid';
import { partyOf, sentBy } from './policy';

export async function markReceiptSeen(db: Database, caller: LegalAidCaller, id: number, at: Date) {
  const party = partyOf(caller);
  if (!party) throw new AppError('NOT_FOUND');
  const [receipt] = await db
    .select({ id: mailReceipts.id })
    .from(mailReceipts)
    .innerJoin(letters, eq(letters.id, mailReceipts.letterId))
    .where(and(eq(mailReceipts.id, id), sentBy(party)));
  if (!receipt) throw new AppError('NOT_FOUND');
  await db
    .update(mailReceipts)
    .set({ seenAt: at })
    .where(and(eq(mailReceipts.id, id), isNull(mailReceipts.seenAt)));
}

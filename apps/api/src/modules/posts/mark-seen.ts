import { postSeen } from '../../db/schema';
import { inOneTransaction } from '../../kit/transaction';
import type { LegalAidCaller } from '../legal-aid';
import { addressedPost } from './read';

/**
 * The caller opens a post addressed to them (404 otherwise): it is recorded seen, once; opening it again
 * keeps the first moment.
 */
export const markPostSeen = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, now: Date): Promise<void> => {
    await addressedPost(tx, caller, id, now);
    await tx
      .insert(postSeen)
      .values({ postId: id, personId: caller.personId, seenAt: now })
      .onConflictDoNothing();
  },
);

import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { lockVisible } from '../../kit/lock';
import { inOneTransaction } from '../../kit/transaction';
import type { LegalAidCaller } from '../legal-aid';
import { postHistory } from './history';
import { postDeskPolicy } from './policy';

/** Publishes a post of the caller's desk now: its audience reads it from this moment. */
export const publishPost = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, now: Date): Promise<void> => {
    const row = await lockVisible(tx, postDeskPolicy, caller, posts, id);
    postDeskPolicy.authorize(caller, 'publish', row);
    await tx.update(posts).set({ published: true, publishedAt: now }).where(eq(posts.id, id));
    await postHistory(tx, caller, id, 'POST_PUBLISHED');
  },
);

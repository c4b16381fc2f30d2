import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { lockVisible } from '../../kit/lock';
import { inOneTransaction } from '../../kit/transaction';
import type { LegalAidCaller } from '../legal-aid';
import { postHistory } from './history';
import { postDeskPolicy } from './policy';

/** Takes a post off the site and off its readers' pages; it is kept (with who has seen it), to be published again. */
export const unpublishPost = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number): Promise<void> => {
    const row = await lockVisible(tx, postDeskPolicy, caller, posts, id);
    postDeskPolicy.authorize(caller, 'unpublish', row);
    await tx.update(posts).set({ published: false }).where(eq(posts.id, id));
    await postHistory(tx, caller, id, 'POST_UNPUBLISHED');
  },
);

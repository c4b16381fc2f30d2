import type { PostTexts } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { lockVisible } from '../../kit/lock';
import { inOneTransaction } from '../../kit/transaction';
import type { LegalAidCaller } from '../legal-aid';
import { postHistory } from './history';
import { postDeskPolicy, postTarget } from './policy';

/** Corrects a post of the caller's desk: its texts and audience (one they may write to). */
export const correctPost = inOneTransaction(
  async (tx, caller: LegalAidCaller, id: number, fields: PostTexts): Promise<void> => {
    const row = await lockVisible(tx, postDeskPolicy, caller, posts, id);
    postDeskPolicy.authorize(caller, 'edit', row);
    await tx
      .update(posts)
      .set({ ...fields, ...postTarget(caller, fields.audience) })
      .where(eq(posts.id, id));
    await postHistory(tx, caller, id, 'POST_CORRECTED');
  },
);

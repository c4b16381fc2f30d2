import type { PostTexts } from '@portal/contracts';
import { posts } from '../../db/schema';
import { inOneTransaction } from '../../kit/transaction';
import type { LegalAidCaller } from '../legal-aid';
import { postHistory } from './history';
import { postTarget } from './policy';

/** A new post to an audience the caller may write to, off the site until published. Answers its id. */
export const writePost = inOneTransaction(
  async (tx, caller: LegalAidCaller, fields: PostTexts, now: Date): Promise<number> => {
    const target = postTarget(caller, fields.audience);
    const [row] = await tx
      .insert(posts)
      .values({
        ...fields,
        ...target,
        authorPersonId: caller.personId,
        published: false,
        publishedAt: now,
        createdAt: now,
      })
      .returning({ id: posts.id });
    await postHistory(tx, caller, row!.id, 'POST_WRITTEN');
    return row!.id;
  },
);

/**
 * Who may do what with a news item. Only holders of `news.manage` (MINISTRY, ADMIN) reach the desk (the
 * calls' permission) and they see every item. An item is corrected in any state; one off the site
 * (a draft, or taken off) is published; one on the site or waiting for its moment is taken off.
 */
import type { NewsState } from '@portal/contracts';
import { definePolicy, type Visible } from '../../http/policy';
import type { AuthContext } from '../auth';

/** Where an item stands at `now`: off the site, waiting for its moment, or shown. */
export function newsState(row: { published: boolean; publishedAt: Date }, now: Date): NewsState {
  if (!row.published) return 'DRAFT';
  return row.publishedAt > now ? 'SCHEDULED' : 'PUBLISHED';
}

export const newsPolicy = definePolicy({
  findVisible: (_actor: AuthContext): Visible => undefined,
  can: (_actor: AuthContext, item: { state: NewsState }) => ({
    edit: true,
    publish: item.state === 'DRAFT',
    unpublish: item.state !== 'DRAFT',
  }),
});

/**
 * A legislation entry: holders of `news.manage` see and correct every entry; one on the public page is
 * deactivated, one taken off is shown again.
 */
export const legislationPolicy = definePolicy({
  findVisible: (_actor: AuthContext): Visible => undefined,
  can: (_actor: AuthContext, entry: { active: boolean }) => ({
    edit: true,
    deactivate: entry.active,
    activate: !entry.active,
  }),
});

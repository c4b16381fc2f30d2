import { legislationAdminCalls } from '../site/legislation-admin';
import { newsAdminCalls } from '../site/news-admin';
import { postDeskCalls, postReaderCalls } from '../site/posts';
import { defineSection, group } from './define-section';

/**
 * The site's content as the ministry runs it: the news desk, the legislation register; the
 * announcements (posts) the ministry and the regional chambers write, read on the cabinet's home page.
 */
export const siteContentSection = defineSection({
  id: 'site-content',
  permission: 'news.manage',
  // a change refreshes the public news lists at once: the desk shares their area
  groups: {
    newsAdmin: group(newsAdminCalls, 'public', false),
    legislationAdmin: group(legislationAdminCalls, 'public', false),
    postDesk: group(postDeskCalls, 'public', false, [['posts']]),
    posts: group(postReaderCalls, 'posts', true),
  },
  cabinet: {
    'site-content/news': { page: 'site-content-news', sidebar: { place: 345, group: 'admin', icon: 'file' } },
    'site-content/legislation': {
      page: 'site-content-legislation',
      sidebar: { place: 346, group: 'admin', icon: 'scale' },
    },
    'site-content/posts': {
      permission: 'post.write',
      page: 'site-content-posts',
      sidebar: { place: 348, group: 'admin', icon: 'message' },
    },
  },
  namespaces: ['site-content'],
});

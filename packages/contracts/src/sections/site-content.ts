import { newsAdminCalls } from '../site/news-admin';
import { defineSection, group } from './define-section';

/** The site's content as the ministry runs it: the news desk. */
export const siteContentSection = defineSection({
  id: 'site-content',
  permission: 'news.manage',
  // a change refreshes the public news lists at once: the desk shares their area
  groups: { newsAdmin: group(newsAdminCalls, 'public', false) },
  cabinet: {
    'site-content/news': {
      page: 'site-content-news',
      sidebar: { id: 'site-content-news', place: 345, group: 'admin', icon: 'file' },
    },
  },
  namespaces: ['site-content'],
});

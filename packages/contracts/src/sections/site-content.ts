import { legislationAdminCalls } from '../site/legislation-admin';
import { newsAdminCalls } from '../site/news-admin';
import { defineSection, group } from './define-section';

/** The site's content as the ministry runs it: the news desk, the legislation register. */
export const siteContentSection = defineSection({
  id: 'site-content',
  permission: 'news.manage',
  // a change refreshes the public news lists at once: the desk shares their area
  groups: {
    newsAdmin: group(newsAdminCalls, 'public', false),
    legislationAdmin: group(legislationAdminCalls, 'public', false),
  },
  cabinet: {
    'site-content/news': {
      page: 'site-content-news',
      sidebar: { id: 'site-content-news', place: 345, group: 'admin', icon: 'file' },
    },
    'site-content/legislation': {
      page: 'site-content-legislation',
      sidebar: { id: 'site-content-legislation', place: 346, group: 'admin', icon: 'scale' },
    },
  },
  namespaces: ['site-content'],
});

import { defineSection } from './define-section';

/** The user guide per role: articles with screenshots the browser tests keep current. */
export const userGuideSection = defineSection({
  id: 'user-guide',
  permission: 'userGuide.view',
  groups: {},
  cabinet: {
    'user-guide': {
      page: 'user-guide',
      sidebar: { place: 210, group: 'help', icon: 'book' },
      homeAction: { id: 'user-guide', place: 90, icon: 'book' },
    },
    'user-guide/:id': { page: 'user-guide-article' },
  },
});

import { forumCalls } from '../forum/forum';
import { defineSection } from './define-section';

/** The lawyers' forum: its page is /profile/forum (apps/web/src/cabinet/profile-routes.tsx). */
export const forumSection = defineSection({
  id: 'forum',
  groups: { forum: forumCalls },
  namespaces: ['forum'],
});

import { draftCalls } from '../works/drafts';
import { worksCalls } from '../works/works';
import { defineSection, group } from './define-section';

/** A person's own work: the record of legal aid given (my works) and their drafts across the sections. */
export const worksSection = defineSection({
  id: 'works',
  permission: 'checklist.fill',
  groups: {
    works: worksCalls,
    // a draft deleted or sent in its own section leaves the list
    drafts: group(draftCalls, 'drafts', true),
  },
  cabinet: {
    'my-works': { page: 'my-works', sidebar: { place: 137, group: 'work', icon: 'chart' } },
    drafts: {
      permission: 'signedIn',
      page: 'drafts',
      sidebar: {
        id: 'drafts',
        place: 133,
        group: 'work',
        icon: 'file',
        hiddenFor: ['USER', 'INTERN', 'EXPERT', 'INVESTIGATOR', 'MINISTRY'],
      },
    },
  },
  namespaces: ['works', 'drafts'],
});

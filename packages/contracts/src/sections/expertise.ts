import { defineSection } from './define-section';

/** Expertise requests, processed by the expertise body: in preparation (its sidebar link says so). */
export const expertiseSection = defineSection({
  id: 'expertise',
  permission: 'expertise.process',
  groups: {},
  cabinet: { expertise: { sidebar: { id: 'expertise', place: 330 } } },
});

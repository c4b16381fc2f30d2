import { EXPERTISE_WORKFLOW } from '@portal/domain';
import { expertiseCalls } from '../expertise/expertise';
import { defineSection, group } from './define-section';

/**
 * Expertise requests: a lawyer asks the forensic expertise body for an expertise on a case of their order,
 * pays its invoice and gets a signed conclusion; the body's staff (role EXPERT) process them.
 */
export const expertiseSection = defineSection({
  id: 'expertise',
  permission: 'expertise.process',
  groups: { expertise: group(expertiseCalls, 'expertise', true) },
  cabinet: { expertise: { sidebar: { id: 'expertise', place: 330, group: 'work', icon: 'microscope' } } },
  workflows: [EXPERTISE_WORKFLOW],
  namespaces: ['expertise'],
  jobs: ['expertise-daily'],
});

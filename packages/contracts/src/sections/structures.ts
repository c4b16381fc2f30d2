import { CONTRACT_WORKFLOW, STRUCTURE_REGISTRATION_WORKFLOW } from '@portal/domain';
import { contractCalls } from '../structures/contracts';
import { structureCalls } from '../structures/structures';
import { structureVacancyCalls } from '../structures/vacancies';
import { defineSection, withPermission } from './define-section';

/** Advocacy structures: their information and registration, contracts with lawyers, vacancies. */
export const structuresSection = defineSection({
  id: 'structures',
  groups: {
    structures: structureCalls,
    contracts: contractCalls,
    structureVacancies: structureVacancyCalls,
  },
  cabinet: {
    control: {
      permission: 'structure.manage',
      page: 'structure-control',
      sidebar: { place: 80, group: 'structure', icon: 'building' },
    },
    'control/structure-information/update': { permission: 'signedIn', page: 'structure-update' },
    'structure-registrations': {
      permission: 'structure.confirm',
      page: 'structure-registrations',
      sidebar: { place: 300, group: 'work', icon: 'building' },
    },
    ...withPermission('vacancy.manageOwn', {
      announcement: { page: 'vacancies', sidebar: { place: 60, group: 'structure', icon: 'vacancy' } },
      'announcement/create': { page: 'vacancy-create' },
    }),
    ...withPermission('contract.view', {
      contracts: { page: 'structure-contracts', sidebar: { place: 90, group: 'work', icon: 'contract' } },
      'contracts/:id': { page: 'structure-contract' },
    }),
  },
  workflows: [STRUCTURE_REGISTRATION_WORKFLOW, CONTRACT_WORKFLOW],
});

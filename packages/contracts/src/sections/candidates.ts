import { CANDIDATE_WORKFLOW, INTERNSHIP_WORKFLOW, VACANCY_APPLICATION_WORKFLOW } from '@portal/domain';
import { candidateCalls, internCalls } from '../candidates/candidates';
import { defineSection, group } from './define-section';

/** Candidates to the bar, applications to vacancies, interns and the restrictions on taking them. */
export const candidatesSection = defineSection({
  id: 'candidates',
  groups: {
    candidates: group(candidateCalls, 'candidates', true),
    interns: group(internCalls, 'candidates', true),
  },
  cabinet: {
    'application/form': {
      permission: 'application.form',
      page: 'candidate-form',
      sidebar: { id: 'application-form', place: 160, group: 'work', icon: 'file' },
    },
    'application/list': {
      permission: 'application.lawyer',
      page: 'application-list',
      sidebar: { id: 'lawyer-application', place: 150, group: 'work', icon: 'vacancy' },
    },
    'application/view/:id': { permission: 'signedIn', page: 'vacancy-application' },
    'application/announcement/:id/:contragentId/:typeId': {
      permission: 'signedIn',
      page: 'announcement-apply',
    },
    candidates: {
      permission: 'candidate.review',
      page: 'candidates',
      sidebar: { id: 'candidates', place: 280, group: 'work', icon: 'users' },
    },
    'candidates/:id': { permission: 'candidate.review', page: 'candidate-view' },
    'application/intern': {
      permission: 'intern.view',
      page: 'interns',
      sidebar: { id: 'intern', place: 170, group: 'structure', icon: 'school' },
    },
    'application/intern/:id': { permission: 'intern.view', page: 'intern-view' },
    'application/my-intern': {
      permission: 'internship.own',
      page: 'my-internships',
      sidebar: { id: 'my-internship', place: 290, group: 'work', icon: 'school' },
    },
    'application/my-intern/:id': { permission: 'internship.own', page: 'intern-view' },
    'application/intern-restr': { permission: 'intern.view', page: 'intern-restrictions' },
    'application/intern-restr/create': { permission: 'intern.view', page: 'intern-restriction-create' },
    'application/intern-restr/:id': { permission: 'intern.view', page: 'intern-restriction' },
  },
  pending: {
    // ADMIN holds the permission to read any internship but trains at none
    'internship-ends': { permission: 'internship.own', list: 'application/my-intern', hiddenFor: ['ADMIN'] },
  },
  workflows: [CANDIDATE_WORKFLOW, INTERNSHIP_WORKFLOW, VACANCY_APPLICATION_WORKFLOW],
  namespaces: ['candidates'],
  jobs: ['internship-end'],
});

import { CANDIDATE_WORKFLOW, INTERNSHIP_WORKFLOW, VACANCY_APPLICATION_WORKFLOW } from '@portal/domain';
import { candidateCalls, internCalls } from '../candidates/candidates';
import { defineSection, withPermission } from './define-section';

/** Candidates to the bar, applications to vacancies, interns and the restrictions on taking them. */
export const candidatesSection = defineSection({
  id: 'candidates',
  groups: {
    candidates: candidateCalls,
    interns: internCalls,
  },
  cabinet: {
    'application/form': {
      permission: 'application.form',
      page: 'candidate-form',
      sidebar: { place: 160, group: 'work', icon: 'file' },
    },
    'application/list': {
      permission: 'application.lawyer',
      page: 'application-list',
      sidebar: { id: 'lawyer-application', place: 150, group: 'work', icon: 'vacancy' },
    },
    ...withPermission('signedIn', {
      'application/view/:id': { page: 'vacancy-application' },
      'application/announcement/:id/:contragentId/:typeId': { page: 'announcement-apply' },
    }),
    ...withPermission('candidate.review', {
      candidates: { page: 'candidates', sidebar: { place: 280, group: 'work', icon: 'users' } },
      'candidates/:id': { page: 'candidate-view' },
    }),
    ...withPermission('intern.view', {
      'application/intern': {
        page: 'interns',
        sidebar: { id: 'intern', place: 170, group: 'structure', icon: 'school' },
      },
      'application/intern/:id': { page: 'intern-view' },
    }),
    ...withPermission('internship.own', {
      'application/my-intern': {
        page: 'my-internships',
        sidebar: { id: 'my-internship', place: 290, group: 'work', icon: 'school' },
      },
      'application/my-intern/:id': { page: 'intern-view' },
    }),
    ...withPermission('intern.view', {
      'application/intern-restr': { page: 'intern-restrictions' },
      'application/intern-restr/create': { page: 'intern-restriction-create' },
      'application/intern-restr/:id': { page: 'intern-restriction' },
    }),
  },
  pending: {
    // ADMIN holds the permission to read any internship but trains at none
    'internship-ends': { permission: 'internship.own', list: 'application/my-intern', hiddenFor: ['ADMIN'] },
  },
  workflows: [CANDIDATE_WORKFLOW, INTERNSHIP_WORKFLOW, VACANCY_APPLICATION_WORKFLOW],
  namespaces: ['candidates'],
  jobs: ['internship-end'],
});

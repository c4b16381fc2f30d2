export { ApplicantPage as Component } from '../../candidates/applicant-page';

/** /lawyer-profile/application/form: the bar candidate's photos, filing and its progress. */
export { CandidateFormPage as Component } from '../../candidates/candidate-form';

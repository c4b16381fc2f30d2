/** /lawyer-profile/candidates: the chamber's bar candidates. */
export { CandidateList as Component } from '../../candidates/candidate-list';

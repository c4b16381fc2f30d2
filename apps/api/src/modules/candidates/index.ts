/**
 * The candidates module's public face: what the vacancies module (applications to internship vacancies)
 * and the account module (the applicant page) need.
 */
export { internshipApplicationProblem, restrictionInForce, startInternship } from './internships';
export { currentFilingOf } from './current-filing';
export { sweepInternshipEnds } from './internship-end';
export { liveFilingOf } from './filing-read';

/** /lawyer-profile/application/my-intern: the intern's own internships. */
export { OwnInternships as Component } from '../../candidates/intern-pages';

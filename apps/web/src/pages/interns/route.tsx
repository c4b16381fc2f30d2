/** /lawyer-profile/application/intern: the registry of interns. */
export { InternList as Component } from '../../candidates/intern-pages';

/** /lawyer-profile/application/intern-restr: restrictions on taking interns. */
export { RestrictionList as Component } from '../../candidates/restriction-pages';

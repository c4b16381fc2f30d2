/** /lawyer-profile/application/intern-restr/create: the chamber restricts a structure from taking interns. */
export { RestrictionCreate as Component } from '../../candidates/restriction-pages';

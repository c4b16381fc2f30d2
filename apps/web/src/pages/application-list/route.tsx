/** /lawyer-profile/application/list: the person's applications to vacancy announcements. */
export { ApplicationList as Component } from '../../candidates/application-list';

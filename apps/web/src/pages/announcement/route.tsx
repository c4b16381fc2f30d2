export { AnnouncementsPage as Component } from '../../vacancies/announcements-page';

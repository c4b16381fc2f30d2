/** /lawyer-profile/announcement: the structure's vacancies and the applications to them. */
export { VacanciesPage as Component } from '../../vacancies/vacancies-page';

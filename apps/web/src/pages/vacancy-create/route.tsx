/** /lawyer-profile/announcement/create: a vacancy announcement of the structure. */
export { VacancyCreate as Component } from '../../vacancies/vacancy-form';

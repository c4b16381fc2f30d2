/** /announcement/{id}/{contragentId}/{applicationTypeId}: one vacancy and applying to it. */
export { ApplyPage as Component } from '../../vacancies/apply-page';

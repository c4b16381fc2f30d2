import { referenceListTable } from './columns';

/** Languages a lawyer works in and legal aid is given in. */
export const workLanguages = referenceListTable('work_languages');

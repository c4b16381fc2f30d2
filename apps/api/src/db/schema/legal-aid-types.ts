import { referenceListTable } from './columns';

/** Kinds of legal aid (id 18, code 6 is "another case"). */
export const legalAidTypes = referenceListTable('legal_aid_types');

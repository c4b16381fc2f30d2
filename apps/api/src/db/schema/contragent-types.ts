import { referenceListTable } from './columns';

/** Kinds of advocacy structure (bureau, firm, collegium, consultation, chambers). */
export const contragentTypes = referenceListTable('contragent_types');

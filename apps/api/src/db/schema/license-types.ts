import { referenceListTable } from './columns';

/** Kinds of advocate license. */
export const licenseTypes = referenceListTable('license_types');

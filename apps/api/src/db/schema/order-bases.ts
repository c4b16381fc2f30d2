import { referenceListTable } from './columns';

/** Grounds on which an order (advocate warrant) is issued; STATE_FUNDED is the investigator-request basis. */
export const orderBases = referenceListTable('order_bases');

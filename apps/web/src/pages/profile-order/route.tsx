/** /profile/order: a citizen's appeals a lawyer took; the order list for whoever has orders. */
import { loadAppealMessages } from '../../appeals/load-messages';
import { ProfileOrders } from '../../profile/help-given';

export const loader = loadAppealMessages;
export const Component = ProfileOrders;

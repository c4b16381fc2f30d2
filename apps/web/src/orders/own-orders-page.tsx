/** /lawyer-profile/orders/list and /mobile/orders/list: the user's own orders. */
import { loadLegalAidMessages } from '../legal-aid/load-messages';
import { OwnOrders } from './own-orders';

export const loader = loadLegalAidMessages;
export const OwnOrdersPage = OwnOrders;

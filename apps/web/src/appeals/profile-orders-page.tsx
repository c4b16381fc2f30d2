/** /profile/order: a citizen's appeals a lawyer took; the order list for whoever has orders. */
import { loadAppealMessages } from './load-messages';
import { ProfileOrders } from '../profile/help-given';

export const loader = loadAppealMessages;
export const ProfileOrdersPage = ProfileOrders;

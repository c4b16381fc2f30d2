/** /lawyer-profile/orders/contragents and /mobile/orders/contragents: the structure's orders (director). */
import { loadLegalAidMessages } from '../legal-aid/load-messages';
import { StructureOrders } from './structure-orders';

export const loader = loadLegalAidMessages;
export const ContragentOrdersPage = StructureOrders;

/** /lawyer-profile/orders/contragents and /mobile/orders/contragents: the structure's orders (director). */
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { StructureOrders } from '../../orders/structure-orders';

export const loader = loadLegalAidMessages;
export const Component = StructureOrders;

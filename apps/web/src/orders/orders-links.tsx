/**
 * Where the order screens link to: the cabinet's pages, or the same screens in the phone layout
 * (/mobile/orders). The components are shared; the frame that renders them says which links apply.
 */
import { createContext, useContext } from 'react';

export interface OrdersLinks {
  list: string;
  view: (id: number) => string;
  create: (type: 'ELECTRONIC' | 'PAPER', draftId?: number) => string;
  contragents: string;
  /** The compact phone layout: cards instead of tables. */
  phone: boolean;
}

const createPath = (base: string) => (type: 'ELECTRONIC' | 'PAPER', draftId?: number) =>
  `${base}/create/${type}${draftId ? `?draft=${draftId}` : ''}`;

export const CABINET_ORDERS_LINKS: OrdersLinks = {
  list: '/lawyer-profile/orders/list',
  view: (id) => `/lawyer-profile/orders/list/view/${id}`,
  create: createPath('/lawyer-profile/orders'),
  contragents: '/lawyer-profile/orders/contragents',
  phone: false,
};

export const MOBILE_ORDERS_LINKS: OrdersLinks = {
  list: '/mobile/orders/list',
  view: (id) => `/mobile/orders/view/${id}`,
  create: createPath('/mobile/orders'),
  contragents: '/mobile/orders/contragents',
  phone: true,
};

const Links = createContext<OrdersLinks>(CABINET_ORDERS_LINKS);

export const OrdersLinksProvider = Links.Provider;

export function useOrdersLinks(): OrdersLinks {
  return useContext(Links);
}

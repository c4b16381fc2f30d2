/**
 * The addresses of the appeal pages (spec section 2: /lawyer-profile/my-appeals, my-applications) and of
 * the same screens in the phone layout (/mobile/appeals). The components are shared; the frame that
 * renders them says which links apply (AppealLinksProvider), as the orders do (orders/orders-links.tsx).
 */
import { createContext, useContext } from 'react';
import type { AppealMode } from '../api/appeals';

const CABINET = '/lawyer-profile';

export const appealLinks = {
  own: `${CABINET}/my-appeals`,
  inbox: `${CABINET}/my-appeals/appeals`,
  create: (mode: AppealMode) => `${CABINET}/my-appeals/create/${mode}`,
  view: (id: number) => `${CABINET}/my-appeals/view/${id}`,
  applications: `${CABINET}/my-applications`,
  createApplication: `${CABINET}/my-applications/create`,
  /** The compact phone layout: cards instead of tables. */
  phone: false,
};

export type AppealLinks = typeof appealLinks;

export const MOBILE_APPEAL_LINKS: AppealLinks = {
  ...appealLinks,
  own: '/mobile/appeals',
  view: (id) => `/mobile/appeals/view/${id}`,
  phone: true,
};

const Links = createContext<AppealLinks>(appealLinks);

export const AppealLinksProvider = Links.Provider;

export function useAppealLinks(): AppealLinks {
  return useContext(Links);
}

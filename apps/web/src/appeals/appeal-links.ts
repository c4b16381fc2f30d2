/** The addresses of the appeal pages (spec section 2: /lawyer-profile/my-appeals, my-applications). */
import type { AppealMode } from '../api/appeals';

const CABINET = '/lawyer-profile';

export const appealLinks = {
  own: `${CABINET}/my-appeals`,
  inbox: `${CABINET}/my-appeals/appeals`,
  create: (mode: AppealMode) => `${CABINET}/my-appeals/create/${mode}`,
  view: (id: number) => `${CABINET}/my-appeals/view/${id}`,
  applications: `${CABINET}/my-applications`,
  createApplication: `${CABINET}/my-applications/create`,
};

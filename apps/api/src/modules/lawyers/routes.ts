import { lawyerCalls } from '@portal/contracts';
import { publicReadRoutes } from '../../http/define-route';
import { lawyerViews } from './read';

/** The public lawyer directory: list, card, home-page figures (answers built in read.ts). */
export const lawyerRoutes = publicReadRoutes(lawyerCalls, lawyerViews, (views) => ({
  lawyerList: ({ actor, lang, query }) => views(actor).list(lang, query),
  getLawyerInfoDto: ({ actor, lang, params }) => views(actor).card(lang, params.id),
  countInfo: ({ actor }) => views(actor).counts(),
}));

import { contragentCalls } from '@portal/contracts';
import { publicReadRoutes } from '../../http/define-route';
import { contragentViews } from './read';

/** Advocacy structures (departments): the public list and one structure's card. */
export const contragentRoutes = publicReadRoutes(contragentCalls, contragentViews, (views) => ({
  contragentList: ({ actor, lang, query }) => views(actor).list(lang, query),
  contragentInfo: ({ actor, lang, params }) => views(actor).card(lang, params.id),
}));

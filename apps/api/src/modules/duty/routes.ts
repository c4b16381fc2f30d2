import { dutyCalls } from '@portal/contracts';
import { publicReadRoutes } from '../../http/define-route';
import { dutyViews } from './read';

/** The public duty schedule of state-funded lawyers: schedules by region and period, and one schedule by day. */
export const dutyRoutes = publicReadRoutes(dutyCalls, dutyViews, (views) => ({
  dutyTableList: ({ actor, lang, query }) => views(actor).list(lang, query),
  dutyTableView: ({ actor, lang, params }) => views(actor).view(lang, params.id),
}));

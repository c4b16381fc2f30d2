import { vacancyCalls as calls } from '@portal/contracts';
import { handle, routes } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { vacancyViews } from './views';

/** Vacancy announcements of advocacy structures (public `/announcement`). */
export const vacancyRoutes: RoutesPlugin = async (app, { db, clock }) => {
  const view = vacancyViews(db, clock);
  routes(app, [handle(calls.vacancyList, ({ lang, query }) => view.list(lang, query))]);
};

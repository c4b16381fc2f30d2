/** The cabinet's home page call (identity/home.ts `homeCalls`): what awaits the signed-in person. */
import { homeCalls as calls } from '@portal/contracts';
import { routes, signedInHandle as handle } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { cabinetHome } from './read';

export const homeRoutes: RoutesPlugin = async (app, { db }) => {
  routes(
    app,
    handle.implement(calls, {
      cabinetHome: ({ actor, request }) => cabinetHome({ db, clock: request.clock }, actor),
    }),
  );
};

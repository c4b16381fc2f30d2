/** The cabinet's home page call (identity/home.ts `homeCalls`): what awaits the signed-in person. */
import { homeCalls as calls } from '@portal/contracts';
import { groupRoutes, signedInHandle as handle } from '../../http/define-route';
import { cabinetHome } from './read';

export const homeRoutes = groupRoutes(
  () => handle,
  calls,
  ({ db }) => ({
    cabinetHome: ({ actor, request }) => cabinetHome({ db, clock: request.clock }, actor),
  }),
);

/**
 * The signed-in user's own cabinet data: who they are, what they may do, their profile and person data;
 * each call defined once in packages/contracts (identity/account.ts `accountCalls`).
 */
import { accountCalls as calls } from '@portal/contracts';
import { routes, signedInHandle as handle } from '../../http/define-route';
import type { RoutesPlugin } from '../../http/types';
import { currentAccount, lawyerCandidate, profileInfo } from './read';
import { readUserInfo } from './service';

export const accountRoutes: RoutesPlugin = async (app, deps) => {
  const { db } = deps;
  routes(
    app,
    handle.implement(calls, {
      currentAccount: ({ actor }) => currentAccount(db, actor),
      profileInfo: ({ actor, lang }) => profileInfo(db, actor, lang),
      userInfo: ({ actor, lang, request }) => readUserInfo(deps, actor, lang, request),
      currentLawyerCandidate: ({ actor, lang }) => lawyerCandidate(db, actor, lang),
    }),
  );
};

/**
 * The signed-in user's own cabinet data: who they are, what they may do, their profile and person data;
 * each call defined once in packages/contracts (identity/account.ts `accountCalls`).
 */
import { accountCalls as calls } from '@portal/contracts';
import { groupRoutes, signedInHandle as handle } from '../../http/define-route';
import { currentAccount, lawyerCandidate, profileInfo } from './read';
import { readUserInfo } from './service';

export const accountRoutes = groupRoutes(
  () => handle,
  calls,
  (deps) => ({
    currentAccount: ({ actor }) => currentAccount(deps.db, actor),
    profileInfo: ({ actor, lang }) => profileInfo(deps.db, actor, lang),
    userInfo: ({ actor, lang, request }) => readUserInfo(deps, actor, lang, request),
    currentLawyerCandidate: ({ actor, lang }) => lawyerCandidate(deps.db, actor, lang),
  }),
);

/** Calls of signing in and of the cabinet's own data. */
import type { accountCalls, authCalls } from '@portal/contracts';
import wire from 'virtual:wire-calls/first-page';
import { useStored } from '../storage/use-stored';
import { callHooks } from './call';
import { callApi, type WireOf } from './call-fetch';

/**
 * The calls in their wire form (`virtual:wire-calls/first-page`), typed by their definitions: the shell and the
 * cabinet's first page run these, and the definitions would bring zod and their schemas with them.
 */
type AuthCalls = typeof authCalls;
type AccountCalls = typeof accountCalls;
const auth = <K extends keyof AuthCalls & string>(name: K) => wire.auth!.calls[name] as WireOf<AuthCalls[K]>;
const own = <K extends keyof AccountCalls & string>(name: K) =>
  wire.account!.calls[name] as WireOf<AccountCalls[K]>;

/** The sign-in calls (authCalls): each page shows a refusal itself, so none is toasted. */
const quietly = { dontShowError: true };

/** GET oneId/start: the OneID address to send the browser to (sets the http-only binding cookie). */
export const startOneId = (returnTo?: string) =>
  callApi(auth('oneIdStart'), { query: { returnTo } }, quietly);

/** GET redirectUri?code&state: completes the OneID sign-in. */
export const completeOneId = (code: string, state: string) =>
  callApi(auth('redirectUri'), { query: { code, state } }, quietly);

/** GET mobileId/byPin: sends the code; answers otp_id, duration (seconds) and the masked phone. */
export const sendMobileIdCode = (pinfl: string) =>
  callApi(auth('mobileIdByPin'), { query: { pinfl, templateKey: 'LOGIN' } }, quietly);

/** GET mobileId/verify: signs in with the code. */
export const verifyMobileIdCode = (otpId: string, code: string) =>
  callApi(auth('mobileIdVerify'), { query: { otp_id: otpId, code } }, quietly);

// ---- the signed-in user's own data (packages/contracts identity/account.ts `accountCalls`) ---------

/** Every key starts with 'account': forgotten whenever the token changes (cabinet/session-cache.ts). */
const account = callHooks('account');

/** GET account/current: who is signed in and every permission they hold now (the sidebar follows it). */
export function useCurrentAccount() {
  const token = useStored('accessToken');
  return account.useQuery(
    own('currentAccount'),
    {},
    { enabled: token !== null, staleTime: 30_000, refetchOnWindowFocus: true },
  );
}

export const useProfileInfo = () => account.useQuery(own('profileInfo'), {});

/** GET account/user-info: reading it writes the query log, so it is not refetched behind the user's back. */
export const useUserInfo = () => account.useQuery(own('userInfo'), {}, { staleTime: 5 * 60_000 });

export const useCurrentLawyerCandidate = () => account.useQuery(own('currentLawyerCandidate'), {});

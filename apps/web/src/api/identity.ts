/** Calls of signing in and of the cabinet's own data (issue "sign-in, roles, cabinet"). */
import { accountCalls, authCalls } from '@portal/contracts';
import { useStored } from '../storage/use-stored';
import { callApi, callHooks } from './call';

/** The sign-in calls (authCalls): each page shows a refusal itself, so none is toasted. */
const quietly = { dontShowError: true };

/** GET oneId/start: the OneID address to send the browser to (sets the http-only binding cookie). */
export const startOneId = (returnTo?: string) =>
  callApi(authCalls.oneIdStart, { query: { returnTo } }, quietly);

/** GET redirectUri?code&state: completes the OneID sign-in. */
export const completeOneId = (code: string, state: string) =>
  callApi(authCalls.redirectUri, { query: { code, state } }, quietly);

/** GET mobileId/byPin: sends the code; answers otp_id, duration (seconds) and the masked phone. */
export const sendMobileIdCode = (pinfl: string) =>
  callApi(authCalls.mobileIdByPin, { query: { pinfl, templateKey: 'LOGIN' } }, quietly);

/** GET mobileId/verify: signs in with the code. */
export const verifyMobileIdCode = (otpId: string, code: string) =>
  callApi(authCalls.mobileIdVerify, { query: { otp_id: otpId, code } }, quietly);

// ---- the signed-in user's own data (packages/contracts identity/account.ts `accountCalls`) ---------

/** Every key starts with 'account': forgotten whenever the token changes (cabinet/session-cache.ts). */
const account = callHooks('account');

/** GET account/current: who is signed in and every permission they hold now (the sidebar follows it). */
export function useCurrentAccount() {
  const token = useStored('accessToken');
  return account.useQuery(
    accountCalls.currentAccount,
    {},
    { enabled: token !== null, staleTime: 30_000, refetchOnWindowFocus: true },
  );
}

export const useProfileInfo = () => account.useQuery(accountCalls.profileInfo, {});

/** GET account/user-info: reading it writes the query log, so it is not refetched behind the user's back. */
export const useUserInfo = () => account.useQuery(accountCalls.userInfo, {}, { staleTime: 5 * 60_000 });

export const useCurrentLawyerCandidate = () => account.useQuery(accountCalls.currentLawyerCandidate, {});

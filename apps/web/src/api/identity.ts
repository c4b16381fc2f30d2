/** Calls of signing in and of the cabinet's own data (issue "sign-in, roles, cabinet"). */
import {
  accountCalls,
  type LoginAnswer,
  type MobileIdByPinResponse,
  type OneIdLoginAnswer,
  type OneIdStartResponse,
} from '@portal/contracts';
import { useStored } from '../storage/use-stored';
import { callHooks } from './call';
import { apiFetch } from './client';

/** GET oneId/start: the OneID address to send the browser to (sets the http-only binding cookie). */
export function startOneId(returnTo?: '/announcement') {
  return apiFetch<OneIdStartResponse>('oneId/start', { query: { returnTo }, dontShowError: true });
}

/** GET redirectUri?code&state: completes the OneID sign-in; the page shows any refusal itself. */
export function completeOneId(code: string, state: string) {
  return apiFetch<OneIdLoginAnswer>('redirectUri', { query: { code, state }, dontShowError: true });
}

/** GET mobileId/byPin: sends the code; answers otp_id, duration (seconds) and the masked phone. */
export function sendMobileIdCode(pinfl: string) {
  return apiFetch<MobileIdByPinResponse>('mobileId/byPin', {
    query: { pinfl, templateKey: 'LOGIN' },
    dontShowError: true,
  });
}

/** GET mobileId/verify: signs in with the code. */
export function verifyMobileIdCode(otpId: string, code: string) {
  return apiFetch<LoginAnswer>('mobileId/verify', { query: { otp_id: otpId, code }, dontShowError: true });
}

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

/** Calls of signing in and of the cabinet's own data (issue "sign-in, roles, cabinet"). */
import type {
  CurrentAccount,
  CurrentLawyerCandidate,
  LoginAnswer,
  MobileIdByPinResponse,
  OneIdLoginAnswer,
  OneIdStartResponse,
  ProfileInfo,
  UserInfo,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { useStored } from '../storage/use-stored';
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

export const accountKeys = {
  all: ['account'] as const,
  current: (token: string | null) => ['account', 'current', token] as const,
  profileInfo: (language: string) => ['account', 'profile-info', language] as const,
  userInfo: ['account', 'user-info'] as const,
  candidate: (language: string) => ['account', 'candidate', language] as const,
};

/** GET account/current: who is signed in and every permission they hold now (the sidebar follows it). */
export function useCurrentAccount() {
  const token = useStored('accessToken');
  return useQuery({
    queryKey: accountKeys.current(token),
    queryFn: ({ signal }) => apiFetch<CurrentAccount>('account/current', { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useProfileInfo() {
  const language = useLanguage();
  return useQuery({
    queryKey: accountKeys.profileInfo(language),
    queryFn: ({ signal }) => apiFetch<ProfileInfo>('account/profile-info', { signal }),
  });
}

/** GET account/user-info: reading it writes the query log, so it is not refetched behind the user's back. */
export function useUserInfo() {
  return useQuery({
    queryKey: accountKeys.userInfo,
    queryFn: ({ signal }) => apiFetch<UserInfo>('account/user-info', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentLawyerCandidate() {
  const language = useLanguage();
  return useQuery({
    queryKey: accountKeys.candidate(language),
    queryFn: ({ signal }) => apiFetch<CurrentLawyerCandidate>('currentLawyerCandidate', { signal }),
  });
}

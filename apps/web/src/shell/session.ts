/** The signed-in user as the shell sees it: signing in, where "sign in to cabinet" leads, signing out. */
import type { LoginAnswer } from '@portal/contracts';
import { landingPathFor, roleFromLogin } from '@portal/domain';
import wire from 'virtual:wire-calls/first-page';
import { callApi } from '../api/call-fetch';
import { clearUserSession, setStored } from '../storage/browser-storage';

/**
 * Spec section 4: stores the login answer of any sign-in method (token, status, role, upload path; the
 * structure id only for a DIRECTOR) and answers where the SPA goes next.
 */
export function completeSignIn(answer: LoginAnswer): string {
  const role = roleFromLogin(answer);
  clearUserSession();
  setStored('accessToken', answer.token);
  setStored('status', answer.status);
  setStored('role', role);
  setStored('uploadPath', answer.uploadPath);
  if (role === 'DIRECTOR') setStored('contragentId', answer.contragentId);
  return landingPathFor(role);
}

/** Spec section 4: LAWYER and DIRECTOR go to the cabinet, every other role to its user-info page. */
export function cabinetPathFor(role: string | null): string {
  return role === 'LAWYER' || role === 'DIRECTOR' ? '/lawyer-profile' : '/lawyer-profile/user-info';
}

/**
 * Spec section 4: tells the server (GET logOut, with the token still attached), clears the stored
 * user data and token, and goes home. The server's answer is not awaited: signing out never hangs.
 */
export function signOut(goHome: () => void): void {
  callApi(wire.auth!.calls.logOut!, {}, { dontShowError: true }).catch(() => {});
  clearUserSession();
  goHome();
}

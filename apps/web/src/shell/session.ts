/** The signed-in user as the shell sees it: where "sign in to cabinet" leads, and signing out. */
import { apiFetch } from '../api/client';
import { clearUserSession } from '../storage/browser-storage';

/** Spec section 4: LAWYER and DIRECTOR go to the cabinet, every other role to its user-info page. */
export function cabinetPathFor(role: string | null): string {
  return role === 'LAWYER' || role === 'DIRECTOR' ? '/lawyer-profile' : '/lawyer-profile/user-info';
}

/**
 * Spec section 4: tells the server (GET logOut, with the token still attached), clears the stored
 * user data and token, and goes home. The server's answer is not awaited: signing out never hangs.
 */
export function signOut(goHome: () => void): void {
  apiFetch('logOut', { dontShowError: true }).catch(() => {});
  clearUserSession();
  goHome();
}

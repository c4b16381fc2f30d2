/** Route guards of signing in (spec sections 2 and 4), as React Router loaders. */
import { replace } from 'react-router';
import { ApiError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { cabinetPathFor } from '../shell/session';
import { getStored } from '../storage/browser-storage';

/** /one-id, /one-id/announcement and /mobile-id: only when logged out; a signed-in user goes to the cabinet. */
export function onlyWhenLoggedOut() {
  return getStored('accessToken') ? replace(cabinetPathFor(getStored('role'))) : null;
}

/** A route that needs sign-in, visited without a token, starts the single sign-on (via /one-id). */
export function requireSignIn() {
  return getStored('accessToken') ? null : replace('/one-id');
}

/** Spec section 8, login failure: the server's message, or a generic one. */
export function signInErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.message && error.body) return error.message;
  if (error instanceof ApiError && error.status === 0) return i18n.t('shell:toast.networkError');
  return i18n.t('errors:business.loginFailed');
}

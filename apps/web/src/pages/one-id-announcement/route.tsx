/**
 * Route module of /one-id/announcement (only when logged out): the OneID sign-in started from the
 * internship announcements; after signing in the user comes back to /announcement.
 */
import { onlyWhenLoggedOut } from '../../cabinet/guards';
import { OneIdPage } from '../one-id/one-id-page';

export const loader = onlyWhenLoggedOut;

export function Component() {
  return <OneIdPage returnTo="/announcement" />;
}

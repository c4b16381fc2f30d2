/** Route module of /one-id (only when logged out): starts or completes the OneID sign-in. */
import { onlyWhenLoggedOut } from '../../cabinet/guards';
import { OneIdPage } from '../../sign-in/one-id-page';

export const loader = onlyWhenLoggedOut;

export function Component() {
  return <OneIdPage />;
}

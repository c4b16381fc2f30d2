/**
 * /one-id/announcement (only when logged out): the OneID sign-in started from the vacancy announcements;
 * after signing in the user comes back to /announcement, or to the apply page they came from
 * (`?to=/announcement/{id}/{contragentId}/{applicationTypeId}`).
 */
import { SIGN_IN_RETURN_PATH_REGEX } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { onlyWhenLoggedOut } from '../cabinet/guards';
import { OneIdPage } from './one-id-page';

export const loader = onlyWhenLoggedOut;

export function OneIdAnnouncementPage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  return <OneIdPage returnTo={to && SIGN_IN_RETURN_PATH_REGEX.test(to) ? to : '/announcement'} />;
}

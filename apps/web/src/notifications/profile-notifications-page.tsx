/** /profile/notifications: the person's notifications, the same page as the cabinet's. */
import { loadLegalAidMessages } from '../legal-aid/load-messages';
import { NotificationsPage } from './notifications-page';

export const loader = loadLegalAidMessages;
export const ProfileNotificationsPage = NotificationsPage;

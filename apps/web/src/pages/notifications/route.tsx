/** /lawyer-profile/notifications: notifications, and a lawyer's requests for state-funded legal aid. */
import { loadLegalAidMessages } from '../../legal-aid/load-messages';
import { NotificationsPage } from '../../notifications/notifications-page';

export const loader = loadLegalAidMessages;
export const Component = NotificationsPage;

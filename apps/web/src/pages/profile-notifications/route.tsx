export {
  loader,
  ProfileNotificationsPage as Component,
} from '../../notifications/profile-notifications-page';

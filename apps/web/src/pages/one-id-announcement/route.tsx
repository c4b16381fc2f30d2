export { loader, OneIdAnnouncementPage as Component } from '../../sign-in/one-id-announcement-page';

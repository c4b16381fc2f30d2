export { loader, ProfileInfoPage as Component } from '../../account/profile-info-page';

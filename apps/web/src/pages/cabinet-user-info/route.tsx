export { UserInfoPage as Component } from '../../account/user-info-page';

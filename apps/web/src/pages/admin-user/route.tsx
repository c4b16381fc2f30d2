export { UserPage as Component } from '../../admin/user-page';

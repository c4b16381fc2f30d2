export { UsersPage as Component } from '../../admin/users-page';

export { RolesPage as Component } from '../../admin/roles-page';

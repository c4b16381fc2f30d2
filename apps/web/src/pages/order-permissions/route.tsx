export { OrderPermissionsPage as Component } from '../../admin/order-permissions-page';

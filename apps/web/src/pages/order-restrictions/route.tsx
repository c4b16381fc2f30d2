export { OrderRestrictionsPage as Component } from '../../admin/order-restrictions-page';

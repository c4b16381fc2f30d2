export { loader, OrderCreatePage as Component } from '../../orders/order-create-page';

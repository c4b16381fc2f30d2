export { loader, OwnOrdersPage as Component } from '../../orders/own-orders-page';

export { loader, MobileOrdersPage as Component } from '../../orders/mobile-orders-page';

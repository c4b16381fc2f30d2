export { loader, ContragentOrdersPage as Component } from '../../orders/contragent-orders-page';

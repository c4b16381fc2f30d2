export { loader, ProfileOrdersPage as Component } from '../../appeals/profile-orders-page';

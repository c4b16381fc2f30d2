export { loader, ExpiringPage as Component } from '../../requests/expiring-page';

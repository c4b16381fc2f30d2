export { loader, OwnRequestsPage as Component } from '../../requests/own-requests-page';

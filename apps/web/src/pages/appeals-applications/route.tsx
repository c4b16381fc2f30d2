export { loader, ApplicationsPage as Component } from '../../appeals/applications-page';

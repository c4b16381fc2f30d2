export { loader, LegalServicePage as Component } from '../../lawyer-record/legal-service-page';

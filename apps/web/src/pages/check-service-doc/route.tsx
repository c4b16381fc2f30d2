export { CheckServiceDocPage as Component } from '../../public/check-service-doc-page';

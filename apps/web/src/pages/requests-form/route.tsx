export { loader, RequestFormPage as Component } from '../../requests/request-form-page';

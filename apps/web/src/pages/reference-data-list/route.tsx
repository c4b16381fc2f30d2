export { ReferenceRegisterPage as Component } from '../../reference-data/register-page';

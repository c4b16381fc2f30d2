export { LegislationRegisterPage as Component } from '../../site-content/legislation-register-page';

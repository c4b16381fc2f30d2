export { LegislationPage as Component } from '../../public/legislation-page';

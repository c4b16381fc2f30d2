export { loader, LawyerPage as Component } from '../../chamber/lawyer-page';

export { ContragentsPage as Component } from '../../public/contragents-page';

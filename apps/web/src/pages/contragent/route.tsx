export { ContragentsPage as Component, contragentsLoader as loader } from '../../public/contragents-page';

export { LawyersPage as Component } from '../../public/lawyers-page';

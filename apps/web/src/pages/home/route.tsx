export { HomePage as Component } from '../../public/home-page';

export { NotFoundPage as Component } from '../../public/not-found-page';

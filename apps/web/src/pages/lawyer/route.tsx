export { LawyersPage as Component, lawyersLoader as loader } from '../../public/lawyers-page';

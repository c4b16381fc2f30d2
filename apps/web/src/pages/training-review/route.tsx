export { loader, ReviewPage as Component } from '../../training/review-page';

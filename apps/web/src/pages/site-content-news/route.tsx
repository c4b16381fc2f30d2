export { NewsDeskPage as Component } from '../../site-content/news-desk-page';

export { NewsItemPage as Component } from '../../public/news-item-page';

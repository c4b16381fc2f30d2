export { PostDeskPage as Component } from '../../site-content/post-desk-page';

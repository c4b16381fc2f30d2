export { loader, ForumPage as Component } from '../../forum/forum-page';

export { loader, TopicPage as Component } from '../../forum/topic-page';

export { loader, InboxPage as Component } from '../../appeals/inbox-page';

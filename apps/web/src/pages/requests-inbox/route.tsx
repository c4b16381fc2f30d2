export { loader, InboxPage as Component } from '../../requests/inbox-page';

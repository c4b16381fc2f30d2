export { loader, ResendPage as Component } from '../../requests/resend-page';

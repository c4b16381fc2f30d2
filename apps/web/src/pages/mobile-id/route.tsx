export { loader, MobileIdPage as Component } from '../../sign-in/mobile-id-page';

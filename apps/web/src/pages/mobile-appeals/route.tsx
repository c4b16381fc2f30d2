export { loader, MobileAppealsPage as Component } from '../../appeals/mobile-appeals-page';

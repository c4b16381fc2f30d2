export { loader, YumomPage as Component } from '../../training/yumom-page';

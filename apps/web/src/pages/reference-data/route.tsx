export { ReferenceRegistersPage as Component } from '../../reference-data/registers-page';

/** /lawyer-profile/control: the own structure, or the registration filing. */
export { StructureControl as Component } from '../../structures/structure-page';

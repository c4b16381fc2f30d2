/** /lawyer-profile/control/structure-information/update: the structure's data, or a new registration. */
export { StructureUpdate as Component } from '../../structures/structure-page';

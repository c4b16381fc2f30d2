/** /lawyer-profile/structure-registrations: the regional chamber's filings to decide. */
export { StructureRegistrations as Component } from '../../structures/registrations';

/** /lawyer-profile/contracts: contracts, the director's send form and the structure's employees. */
export { ContractsPage as Component } from '../../structures/contracts-page';

/** The registry of issued documents, as other modules use it: register inside their transaction, revoke. */
export { issuerNamed, registerIssuedDocument, revokeIssuedDocuments } from './registry';

/** The e-signature module's public face for other modules (eslint.config.js module boundaries). */
export { eSignatureClientSettings, signingClientOrigins } from './client-settings';
export { checkSignedDocument, signerOf, storeSignature, type VerifiedDocumentSignature } from './documents';

/** The legal-aid module's public face: the caller other modules' policies read, and record presenters. */
export {
  actorOf,
  type LegalAidCaller,
  legalAidCaller,
  legalAidHandle,
  legalAidRoutes,
  stepBy,
} from './caller';
export {
  checkDocumentSignature,
  type SignatureSubmission,
  signLockedDocument,
  storeDocumentSignature,
} from './document-signing';
export { documentSignatureOf, historyItems, storedFile } from './presenters';
export { attachmentHeader, sendPdf, sendStoredFile } from './send-file';
export { type PdfUpload, savePdf } from './upload';

/** The chamber-documents module's public face. */
export { chamberDocumentRoutes } from './routes';

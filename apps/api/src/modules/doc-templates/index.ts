/** The document templates module's public face (eslint.config.js module boundaries). */
export { docTemplateRoutes } from './routes';

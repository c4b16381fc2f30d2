/** The drafts module's public face for other modules (eslint.config.js module boundaries). */
export { draftRoutes } from './routes';

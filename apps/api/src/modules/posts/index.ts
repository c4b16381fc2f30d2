/** The announcements module's public face for other modules (eslint.config.js module boundaries). */
export { postRoutes } from './routes';

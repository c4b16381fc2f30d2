/** The site content module's public face for other modules (eslint.config.js module boundaries). */
export { legislationRoutes } from './legislation-routes';
export { siteContentRoutes } from './routes';

/** The site content module's public face for other modules (eslint.config.js module boundaries). */
export { siteContentRoutes } from './routes';

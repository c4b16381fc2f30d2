/** The works module's public face for other modules (eslint.config.js module boundaries). */
export { worksRoutes } from './routes';
